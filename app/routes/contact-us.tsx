import { Icon } from "../components/icons/icon";
import type { TFunction } from "../i18n/translator/t-function";
import { useRouteLoaderData } from "react-router";
import { contactFormSchema } from "../../core/contact/contact-form-schema";
import { contactMessageOfContactForm } from "../../core/contact/contact-message-of";
import { ContactMessageForm } from "../components/forms/contact-message-form";
import { handleContactForm } from "./contact-us.server";
import { PageHero } from "../components/page-hero";
import { SocialLinks } from "../components/shell/social-icons";
import { displayPhone, telUrl, whatsAppSupportUrl } from "../components/shell/support-links";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/contact-us";

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "contact");
}

export function action({ request, context }: Route.ActionArgs) {
  return handleContactForm({ request, context, schema: contactFormSchema, toMessage: contactMessageOfContactForm });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

const FORM_ID = "message";
const HOURS = ["weekdays", "saturday", "sunday"] as const;
const FAQS = ["reply", "booking", "reschedule"] as const;
/** The sample office of spec 001 §2.11, drawn on OpenStreetMap (no key, no tracking script). */
const OFFICE_MAP = {
  embed: "https://www.openstreetmap.org/export/embed.html?bbox=-74.0035%2C40.7456%2C-73.9835%2C40.7556&layer=mapnik&marker=40.7506%2C-73.9935",
  link: "https://www.openstreetmap.org/?mlat=40.7506&mlon=-73.9935#map=16/40.7506/-73.9935",
};

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const brand = useRouteLoaderData<typeof rootLoader>("root")?.brand;
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
          <Icon name="clock" className="h-4 w-4" /> {t("hero.promise")}
        </p>
      </PageHero>

      <section aria-labelledby="ways-heading" className="container-page py-10">
        <h2 id="ways-heading" className="sr-only">
          {t("ways.heading")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {brand ? (
            <>
              <ContactCard icon={<Icon name="phone" className="h-6 w-6" />} title={t("ways.phone.title")} text={t("ways.phone.text")}>
                <a href={telUrl(brand.supportPhone)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {displayPhone(brand.supportPhone)}
                </a>
              </ContactCard>
              <ContactCard icon={<Icon name="mail" className="h-6 w-6" />} title={t("ways.email.title")} text={t("ways.email.text")}>
                <a href={`mailto:${brand.supportEmail}`} className="font-semibold [overflow-wrap:anywhere] text-brand-700 underline-offset-2 hover:underline">
                  {brand.supportEmail}
                </a>
              </ContactCard>
            </>
          ) : null}
          <ContactCard icon={<Icon name="map-pin" className="h-6 w-6" />} title={t("ways.office.title")} text={t("ways.office.text")}>
            <OfficeAddress t={t} />
          </ContactCard>
          {brand ? (
            <ContactCard icon={<Icon name="message-circle" className="h-6 w-6" />} title={t("ways.chat.title")} text={t("ways.chat.text")}>
              <a
                href={whatsAppSupportUrl(brand.supportWhatsApp, t("common:support.chatText"))}
                target="_blank"
                rel="noopener noreferrer"
                className="btn mt-1 bg-[#0b6e35] py-2 text-sm text-white hover:bg-[#095c2c]"
              >
                <Icon name="message-circle" className="h-4 w-4" /> {t("ways.chat.link")}
              </a>
            </ContactCard>
          ) : null}
        </ul>
      </section>

      <section id={FORM_ID} aria-labelledby={`${FORM_ID}-heading`} className="scroll-mt-20 bg-white py-12">
        <div className="container-page grid gap-8 lg:grid-cols-3">
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
            <h2 id={`${FORM_ID}-heading`} className="text-2xl font-bold text-slate-900">
              {t("form.heading")}
            </h2>
            <p className="mb-6 mt-2 text-slate-600">{t("form.intro")}</p>
            <ContactMessageForm t={t} actionData={actionData} anchor={FORM_ID} />
          </div>
          <aside className="space-y-6">
            <div className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
              <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
                <Icon name="clock" className="h-5 w-5 text-brand-700" /> {t("hours.heading")}
              </h2>
              <dl className="mt-4 divide-y divide-brand-100">
                {HOURS.map((day) => (
                  <div key={day} className="flex justify-between gap-4 py-2">
                    <dt className="text-slate-700">{t(`hours.${day}.days`)}</dt>
                    <dd className={`text-right font-semibold ${day === "weekdays" ? "text-slate-900" : "text-pink-700"}`}>{t(`hours.${day}.time`)}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-sm text-slate-600">{t("hours.note")}</p>
            </div>
            <div className="rounded-2xl bg-slate-900 p-5 text-white">
              <h2 className="text-lg font-bold">{t("social.heading")}</h2>
              <p className="mt-1 text-sm text-slate-300">{t("social.text")}</p>
              <SocialLinks className="mt-4" />
            </div>
          </aside>
        </div>
      </section>

      <section aria-labelledby="map-heading" className="container-page py-12">
        <h2 id="map-heading" className="text-2xl font-bold text-slate-900">
          {t("map.heading")}
        </h2>
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          <div className="overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
            <iframe src={OFFICE_MAP.embed} title={t("map.title")} loading="lazy" referrerPolicy="no-referrer" className="block h-72 w-full border-0 sm:h-96" />
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <OfficeAddress t={t} />
            <p className="mt-3 text-sm text-slate-600">{t("map.note")}</p>
            <a href={OFFICE_MAP.link} target="_blank" rel="noopener noreferrer" className="btn mt-4 border border-slate-300 py-2 text-sm text-slate-800 hover:bg-slate-50">
              <Icon name="map-pin" className="h-4 w-4" /> {t("map.open")}
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="bg-white py-12">
        <div className="container-page">
          <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
            {t("faq.heading")}
          </h2>
          <div className="mt-6 max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {FAQS.map((key) => (
              <details key={key} className="group p-5">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
                  {t(`faq.${key}.q`)}
                  <span className="text-xl text-brand-700 transition group-open:rotate-45" aria-hidden="true">
                    +
                  </span>
                </summary>
                <p className="mt-3 text-slate-600">{t(`faq.${key}.a`)}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

function ContactCard({ icon, title, text, children }: { icon: React.ReactNode; title: string; text: string; children: React.ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      <div className="mt-3">{children}</div>
    </li>
  );
}

function OfficeAddress({ t }: { t: TFunction }) {
  return (
    <address className="not-italic text-slate-800">
      <span className="inline-block rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-amber-900">{t("office.sample")}</span>
      <span className="mt-2 block font-semibold">{t("office.name")}</span>
      <span className="block">{t("office.street")}</span>
      <span className="block">{t("office.city")}</span>
      <span className="block">{t("office.country")}</span>
    </address>
  );
}
