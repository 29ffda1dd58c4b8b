import { Icon } from "../components/icons/icon";
import { useRouteLoaderData } from "react-router";
import { Link } from "../components/link";
import { displayPhone, telUrl, whatsAppSupportUrl } from "../components/shell/support-links";
import { PageHero } from "../components/page-hero";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/help-and-support";

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "help");
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

const card = "flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200";
const iconBox = "flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700";
const action = "btn mt-auto w-full border border-brand-700 py-2 text-center text-brand-800 hover:bg-brand-50 [overflow-wrap:anywhere]";

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const brand = root?.brand;
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />
      <section aria-labelledby="channels-heading" className="container-page py-12">
        <h2 id="channels-heading" className="text-2xl font-bold text-slate-900">
          {t("channels.heading")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {brand ? (
            <>
              <li className={card}>
                <Channel icon={<Icon name="phone" className="h-6 w-6" />} title={t("channels.call.title")} text={t("channels.call.text")} />
                <a href={telUrl(brand.supportPhone)} className={action}>
                  {t("channels.call.action", { phone: displayPhone(brand.supportPhone) })}
                </a>
              </li>
              <li className={card}>
                <Channel icon={<Icon name="message-circle" className="h-6 w-6" />} title={t("channels.whatsapp.title")} text={t("channels.whatsapp.text")} />
                <a href={whatsAppSupportUrl(brand.supportWhatsApp, t("common:support.chatText"))} target="_blank" rel="noopener noreferrer" className={action}>
                  {t("channels.whatsapp.action")}
                </a>
              </li>
              <li className={card}>
                <Channel icon={<Icon name="mail" className="h-6 w-6" />} title={t("channels.email.title")} text={t("channels.email.text")} />
                <a href={`mailto:${brand.supportEmail}`} className={action}>
                  {t("channels.email.action", { email: brand.supportEmail })}
                </a>
              </li>
            </>
          ) : null}
          <li className={card}>
            <Channel icon={<Icon name="file-text" className="h-6 w-6" />} title={t("channels.form.title")} text={t("channels.form.text")} />
            <Link to="/contact-us" className={action}>
              {t("channels.form.action")}
            </Link>
          </li>
        </ul>
      </section>

      <div className="container-page grid gap-4 pb-12 md:grid-cols-2">
        <section aria-labelledby="hours-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="hours-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Icon name="clock" className="h-6 w-6 text-brand-700" /> {t("hours.heading")}
          </h2>
          <dl className="mt-4 divide-y divide-slate-100">
            <div className="flex flex-wrap justify-between gap-x-4 py-3">
              <dt className="text-slate-700">{t("hours.weekdays")}</dt>
              <dd className="font-semibold text-slate-900">{t("hours.weekdaysTime")}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4 py-3">
              <dt className="text-slate-700">{t("hours.weekend")}</dt>
              <dd className="font-semibold text-pink-700">{t("hours.closed")}</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-slate-600">{t("hours.note")}</p>
        </section>
        <section aria-labelledby="tips-heading" className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <h2 id="tips-heading" className="text-xl font-bold text-slate-900">
            {t("tips.heading")}
          </h2>
          <ul className="mt-4 list-disc space-y-2 ps-5 text-slate-700">
            <li>{t("tips.orderId")}</li>
            <li>{t("tips.phone")}</li>
            <li>{t("tips.faq")}</li>
          </ul>
          <Link to="/faq" className="btn mt-5 bg-brand-700 text-white hover:bg-brand-800">
            {t("tips.faqLink")}
          </Link>
        </section>
      </div>
    </>
  );
}

function Channel({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <div className="mb-5">
      <span className={iconBox}>{icon}</span>
      <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
    </div>
  );
}
