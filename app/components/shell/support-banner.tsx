import { Icon } from "../icons/icon";
import { useTranslation } from "../../i18n/react";
import { whatsAppSupportUrl } from "./support-links";
import { sameForEveryone } from "../../render/same-for-everyone";

function SupportBannerView({ supportWhatsApp }: { supportWhatsApp: string }) {
  const { t } = useTranslation();
  const chat = whatsAppSupportUrl(supportWhatsApp, t("support.chatText"));
  return (
    <section aria-labelledby="support-heading" className="container-page my-12">
      <div className="flex flex-col items-start gap-5 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-6 text-white shadow-lg sm:p-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="support-heading" className="text-2xl font-bold">
            {t("support.heading")}
          </h2>
          <p className="mt-1 text-brand-50">{t("support.text")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={chat} target="_blank" rel="noopener noreferrer" className="btn bg-white text-brand-800 hover:bg-brand-50">
            <Icon name="phone-call" className="h-5 w-5" />
            {t("support.call")}
          </a>
          <a href={chat} target="_blank" rel="noopener noreferrer" className="btn border border-white/70 text-white hover:bg-white/10">
            <Icon name="message-circle" className="h-5 w-5" />
            {t("support.chat")}
          </a>
        </div>
      </div>
    </section>
  );
}

// The same for every visitor in a language: the server renders it once (render/same-for-everyone.tsx).
export const SupportBanner = sameForEveryone("support-banner", SupportBannerView);
