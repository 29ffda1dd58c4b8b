import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { useTranslation } from "../../i18n/react";
import { Form, useSearchParams } from "react-router";
import { Link } from "../link";
import { safeRedirectPath } from "../../lib/safe-redirect";
import { OtpLoginForm } from "../auth/otp-login-form";
import { telUrl, whatsAppSupportUrl } from "../shell/support-links";
import type { BookingActionData } from "./booking-action-data";
import type { BookingView } from "./booking-view";
import { FAMILY_PATH } from "../family/family-paths";
import { BookingCreated } from "./booking-created";
import { MyLabTests } from "./my-lab-tests";
import { SampleRequestForm } from "./sample-request-form";

type BookingUser = { name: string | null; phone: string } | null;
type Support = { supportPhone: string; supportWhatsApp: string };

/**
 * Spec 001 §2.1: before login the WhatsApp code login; after login a greeting, 'New Request' and 'Logout', then
 * the create form (toggled on, or no requests yet) or 'My Lab Tests'. The toggle is a link, so it works before
 * the scripts arrive on a slow phone.
 */
export function BookingSection({
  t,
  user,
  support,
  booking,
  result,
  heading,
}: {
  t: TFunction;
  user: BookingUser;
  support: Support;
  booking: BookingView | null;
  result: BookingActionData | undefined;
  heading: string;
}) {
  const common = useTranslation().t;
  const refused = result !== undefined && !result.ok;
  const showForm = booking ? booking.showForm || refused : false;
  const pressed = booking ? booking.toggleOn || refused : false;
  // A page that needs a login (an order's tracking page) sends the visitor here with ?redirectTo= and gets them back.
  const [searchParams] = useSearchParams();
  const afterLogin = safeRedirectPath(searchParams.get("redirectTo"), "/#booking");
  return (
    <section id="booking" aria-labelledby="booking-heading" className="scroll-mt-20 bg-brand-50 py-12">
      <div className="container-page grid gap-6 *:min-w-0 lg:grid-cols-2 lg:items-start">
        <div className="lg:sticky lg:top-24">
          <h2 id="booking-heading" className="text-2xl font-bold text-slate-900">
            {heading}
          </h2>
          <p className="mt-2 text-slate-700">{t("booking.text")}</p>
          <ul className="mt-4 space-y-2 text-slate-700">
            {(["free", "prescription", "whatsapp"] as const).map((key) => (
              <li key={key} className="flex gap-2">
                <Icon name="house" className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
                {t(`booking.points.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200">
          {user ? (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-xl font-bold text-slate-900">{common("auth.hello", { name: user.name ?? user.phone })}</p>
                <div className="flex flex-wrap gap-2">
                  {/* A GET form, so the toggle is a real button that also works before the scripts arrive. */}
                  <Form method="get" action="#booking" preventScrollReset>
                    <input type="hidden" name="new" value={pressed ? "0" : "1"} />
                    <button
                      type="submit"
                      aria-pressed={pressed}
                      className={`btn py-2 text-sm whitespace-nowrap ${pressed ? "bg-brand-700 text-white" : "border border-brand-700 text-brand-800"}`}
                    >
                      <Icon name="plus" className="h-4 w-4" /> {common("auth.newRequest")}
                    </button>
                  </Form>
                  <Link to={FAMILY_PATH} className="btn-plain whitespace-nowrap">
                    <Icon name="users" className="h-4 w-4" /> {common("nav.family")}
                  </Link>
                  <Link to="/logout" className="btn-plain whitespace-nowrap">
                    <Icon name="log-out" className="h-4 w-4" /> {common("auth.logout")}
                  </Link>
                </div>
              </div>
              {booking ? (
                <div className="mt-5">
                  {booking.created && !showForm ? <BookingCreated t={t} created={booking.created} /> : null}
                  {showForm ? (
                    <SampleRequestForm t={t} view={booking} result={result && !result.ok ? result : null} />
                  ) : (
                    <MyLabTests t={t} list={booking.list} />
                  )}
                </div>
              ) : null}
              <div className="mt-6 border-t border-slate-200 pt-5">
                <RequestByCall t={t} support={support} />
              </div>
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
          <Icon name="phone" className="h-5 w-5" /> {t("booking.call")}
        </a>
        <a
          href={whatsAppSupportUrl(support.supportWhatsApp, t("common:support.chatText"))}
          target="_blank"
          rel="noopener noreferrer"
          className="btn border border-brand-700 text-brand-800 hover:bg-brand-50"
        >
          <Icon name="file-text" className="h-5 w-5" /> {t("booking.whatsapp")}
        </a>
      </div>
    </>
  );
}
