import type { TFunction } from "i18next";
import { FileText, Home as HomeIcon, LogOut, Phone, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { safeRedirectPath } from "../../lib/safe-redirect";
import { OtpLoginForm } from "../auth/otp-login-form";
import { telUrl, whatsAppSupportUrl } from "../shell/support-links";

type BookingUser = { name: string | null } | null;
type Support = { supportPhone: string; supportWhatsApp: string };

/** Spec 001 §2.1: before login the WhatsApp code login; after login a greeting, 'New Request' and 'Logout'. */
export function BookingSection({ t, user, support }: { t: TFunction; user: BookingUser; support: Support }) {
  const common = useTranslation().t;
  const [showRequest, setShowRequest] = useState(true);
  // A page that needs a login (an order's tracking page) sends the visitor here with ?redirectTo= and gets them back.
  const [searchParams] = useSearchParams();
  const afterLogin = safeRedirectPath(searchParams.get("redirectTo"), "/#booking");
  return (
    <section id="booking" aria-labelledby="booking-heading" className="scroll-mt-20 bg-brand-50 py-12">
      <div className="container-page grid gap-6 lg:grid-cols-2 lg:items-start">
        <div>
          <h2 id="booking-heading" className="text-2xl font-bold text-slate-900">
            {t("booking.heading")}
          </h2>
          <p className="mt-2 text-slate-700">{t("booking.text")}</p>
          <ul className="mt-4 space-y-2 text-slate-700">
            {(["free", "prescription", "whatsapp"] as const).map((key) => (
              <li key={key} className="flex gap-2">
                <HomeIcon className="mt-1 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                {t(`booking.points.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200">
          {user ? (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-xl font-bold text-slate-900">{user.name ? common("auth.hello", { name: user.name }) : common("auth.helloNoName")}</p>
                <div className="flex gap-2">
                  <button
                    type="button"
                    aria-pressed={showRequest}
                    aria-controls="new-request-panel"
                    onClick={() => setShowRequest((on) => !on)}
                    className={`btn py-2 text-sm ${showRequest ? "bg-brand-700 text-white" : "border border-brand-700 text-brand-800"}`}
                  >
                    <Plus className="h-4 w-4" aria-hidden="true" /> {common("auth.newRequest")}
                  </button>
                  <Link to="/logout" className="btn border border-slate-300 py-2 text-sm text-slate-800 hover:bg-slate-50">
                    <LogOut className="h-4 w-4" aria-hidden="true" /> {common("auth.logout")}
                  </Link>
                </div>
              </div>
              {showRequest ? (
                <div id="new-request-panel" className="mt-5">
                  <RequestByCall t={t} support={support} />
                </div>
              ) : null}
            </>
          ) : (
            <>
              <OtpLoginForm redirectTo={afterLogin} />
              <div className="mt-6 border-t border-slate-200 pt-5">
                <RequestByCall t={t} support={support} />
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function RequestByCall({ t, support }: { t: TFunction; support: Support }) {
  return (
    <>
      <p className="font-semibold text-slate-900">{t("booking.callTitle")}</p>
      <p className="mt-1 text-sm text-slate-600">{t("booking.callText")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={telUrl(support.supportPhone)} className="btn bg-brand-700 text-white hover:bg-brand-800">
          <Phone className="h-5 w-5" aria-hidden="true" /> {t("booking.call")}
        </a>
        <a
          href={whatsAppSupportUrl(support.supportWhatsApp, t("common:support.chatText"))}
          target="_blank"
          rel="noopener noreferrer"
          className="btn border border-brand-700 text-brand-800 hover:bg-brand-50"
        >
          <FileText className="h-5 w-5" aria-hidden="true" /> {t("booking.whatsapp")}
        </a>
      </div>
    </>
  );
}
