import { Icon } from "../components/icons/icon";
import { useRouteLoaderData } from "react-router";
import { contactMessageOfServicesEnquiry } from "../../core/contact/contact-message-of";
import { servicesEnquirySchema } from "../../core/contact/services-enquiry-schema";
import { handleContactForm } from "./contact-us.server";
import { ServicesEnquiryForm } from "../components/forms/services-enquiry-form";
import { HospitalsBlockView } from "../components/hospitals/hospitals-block";
import { keptAsDrawn } from "../render/kept-as-drawn";
import { loadHospitalsBlock } from "./home-hospitals.server";
import { PageHero } from "../components/page-hero";
import { displayPhone, telUrl, whatsAppSupportUrl } from "../components/shell/support-links";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/services";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...pageData(context, request, "services"), hospitals: await loadHospitalsBlock(context, request) };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleContactForm({ request, context, schema: servicesEnquirySchema, toMessage: contactMessageOfServicesEnquiry });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

const FORM_ID = "enquiry";
const HospitalsBlock = keptAsDrawn("hospitals", HospitalsBlockView);
const SERVICES = [
  { id: "corporateCamps", icon: "building-2" },
  { id: "employeeCheckups", icon: "heart-pulse" },
  { id: "homeCollection", icon: "house" },
  { id: "diagnostics", icon: "flask-conical" },
  { id: "doctorListing", icon: "stethoscope" },
  { id: "pharmacyListing", icon: "pill" },
] as const;
const STEPS = ["talk", "plan", "setup", "support"] as const;
const TESTIMONIALS = ["clinic", "company", "pharmacy"] as const;

export default function ServicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const brand = useRouteLoaderData<typeof rootLoader>("root")?.brand;
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={`#${FORM_ID}`} className="btn bg-brand-700 text-white shadow-sm hover:bg-brand-800">
            {t("hero.cta")}
          </a>
          <a href="#services-list" className="btn border border-brand-700 bg-white text-brand-800 hover:bg-brand-50">
            {t("hero.secondary")}
          </a>
        </div>
      </PageHero>

      <section id="services-list" aria-labelledby="services-heading" className="container-page scroll-mt-20 py-12">
        <h2 id="services-heading" className="text-2xl font-bold text-slate-900">
          {t("offer.heading")}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-600">{t("offer.intro")}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ id, icon }) => (
            <li key={id} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`offer.items.${id}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`offer.items.${id}.text`)}</p>
              <p className="mt-auto pt-4 text-sm font-medium text-brand-800">{t(`offer.items.${id}.for`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <HospitalsBlock block={loaderData.hospitals} />

      <section aria-labelledby="process-heading" className="bg-white py-12">
        <div className="container-page">
          <h2 id="process-heading" className="text-2xl font-bold text-slate-900">
            {t("process.heading")}
          </h2>
          <ol className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step} className="rounded-2xl border border-slate-200 p-5">
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">{index + 1}</span>
                <h3 className="mt-3 font-semibold text-slate-900">{t(`process.steps.${step}.title`)}</h3>
                <p className="mt-1 text-slate-600">{t(`process.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="container-page py-12">
        <h2 id="testimonials-heading" className="text-2xl font-bold text-slate-900">
          {t("testimonials.heading")}
        </h2>
        <p className="mt-2 text-sm text-slate-500">{t("testimonials.note")}</p>
        <ul className="mt-8 grid gap-4 lg:grid-cols-3">
          {TESTIMONIALS.map((id) => (
            <li key={id}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <Icon name="quote" className="h-8 w-8 text-pink-600" />
                <blockquote className="mt-3 text-slate-700">{t(`testimonials.items.${id}.quote`)}</blockquote>
                <figcaption className="mt-auto pt-5">
                  <span className="block font-semibold text-slate-900">{t(`testimonials.items.${id}.name`)}</span>
                  <span className="block text-sm text-slate-600">{t(`testimonials.items.${id}.role`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section id={FORM_ID} aria-labelledby={`${FORM_ID}-heading`} className="scroll-mt-20 bg-brand-50 py-12">
        <div className="container-page grid gap-8 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <h2 id={`${FORM_ID}-heading`} className="text-2xl font-bold text-slate-900">
              {t("form.heading")}
            </h2>
            <p className="mt-2 text-slate-700">{t("form.intro")}</p>
            <ul className="mt-6 space-y-3 text-slate-700">
              {(["reply", "free", "visit"] as const).map((key) => (
                <li key={key} className="flex gap-3">
                  <Icon name="clipboard-check" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                  {t(`form.points.${key}`)}
                </li>
              ))}
            </ul>
            {brand ? (
              <div className="mt-6 flex flex-wrap gap-3">
                <a href={telUrl(brand.supportPhone)} className="btn border border-brand-700 bg-white text-brand-800 hover:bg-brand-50">
                  <Icon name="phone" className="h-5 w-5" /> {displayPhone(brand.supportPhone)}
                </a>
                <a
                  href={whatsAppSupportUrl(brand.supportWhatsApp, t("common:support.chatText"))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn border border-brand-700 bg-white text-brand-800 hover:bg-brand-50"
                >
                  <Icon name="message-circle" className="h-5 w-5" /> {t("form.whatsapp")}
                </a>
              </div>
            ) : null}
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-3">
            <ServicesEnquiryForm t={t} actionData={actionData} anchor={FORM_ID} />
          </div>
        </div>
      </section>
    </>
  );
}
