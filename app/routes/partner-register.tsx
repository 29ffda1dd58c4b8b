import { Icon } from "../components/icons/icon";
import type { IconName } from "../components/icons/icon-names";
import { data } from "react-router";
import { Link } from "../components/link";
import { contactMessageOfPartnerRegistration } from "../../core/contact/contact-message-of";
import { isPartnerCategory, PARTNER_CATEGORIES, type PartnerCategory } from "../../core/contact/partner-categories";
import { partnerRegistrationSchema } from "../../core/contact/partner-registration-schema";
import { handleContactForm } from "./contact-us.server";
import { PartnerRegistrationForm } from "../components/forms/partner-registration-form";
import { PageHero } from "../components/page-hero";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/partner-register";

/** /register/partner, and /partner/{category} with that category chosen; any other category is not a page. */
function categoryOf(params: Record<string, string | undefined>): PartnerCategory | null {
  if (params.category === undefined) return null;
  if (!isPartnerCategory(params.category)) throw data(null, { status: 404 });
  return params.category;
}

export function loader({ context, request, params }: Route.LoaderArgs) {
  const category = categoryOf(params);
  return {
    ...pageData(context, request, "partnerRegister", category ? { seoKey: `categories.${category}.seo` } : {}),
    category,
  };
}

export function action({ request, context, params }: Route.ActionArgs) {
  categoryOf(params);
  return handleContactForm({ request, context, schema: partnerRegistrationSchema, toMessage: contactMessageOfPartnerRegistration });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

const FORM_ID = "register";
const CATEGORY_ICONS: Record<PartnerCategory, IconName> = {
  hospital: "hospital",
  clinic: "stethoscope",
  pharmacy: "pill",
  laboratory: "flask-conical",
  "nursing-home": "bed",
  doctor: "user-round",
};
const BENEFITS = [
  { id: "patients", icon: "users" },
  { id: "simple", icon: "file-text" },
  { id: "language", icon: "languages" },
] as const;
const NEXT_STEPS = ["call", "verify", "live"] as const;

export default function PartnerRegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const { category } = loaderData;
  return (
    <>
      <PageHero title={category ? t(`categories.${category}.title`) : t("hero.title")} subtitle={category ? t(`categories.${category}.text`) : t("hero.subtitle")}>
        <nav aria-label={t("chooser.label")} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {PARTNER_CATEGORIES.map((id) => {
              const icon = CATEGORY_ICONS[id];
              const current = id === category;
              return (
                <li key={id}>
                  <Link
                    to={`/partner/${id}#${FORM_ID}`}
                    aria-current={current ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition ${
                      current ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-800 ring-slate-300 hover:ring-brand-600"
                    }`}
                  >
                    <Icon name={icon} className="h-4 w-4" /> {t(`categories.${id}.name`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </PageHero>

      <section aria-labelledby="benefits-heading" className="container-page py-10">
        <h2 id="benefits-heading" className="text-2xl font-bold text-slate-900">
          {t("benefits.heading")}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {BENEFITS.map(({ id, icon }) => (
            <li key={id} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={icon} className="h-6 w-6" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(`benefits.items.${id}.title`)}</h3>
                <p className="mt-1 text-slate-600">{t(`benefits.items.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id={FORM_ID} aria-labelledby={`${FORM_ID}-heading`} className="scroll-mt-20 bg-white py-12">
        <div className="container-page grid gap-8 lg:grid-cols-3">
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
            <h2 id={`${FORM_ID}-heading`} className="text-2xl font-bold text-slate-900">
              {t("form.heading")}
            </h2>
            <p className="mb-6 mt-2 text-slate-600">{t("form.intro")}</p>
            <PartnerRegistrationForm t={t} actionData={actionData} anchor={FORM_ID} category={category} />
          </div>
          <aside className="space-y-6">
            <div className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
              <h2 className="text-lg font-bold text-slate-900">{t("next.heading")}</h2>
              <ol className="mt-4 space-y-4">
                {NEXT_STEPS.map((step, index) => (
                  <li key={step} className="flex gap-3">
                    <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">{index + 1}</span>
                    <div>
                      <p className="font-semibold text-slate-900">{t(`next.steps.${step}.title`)}</p>
                      <p className="text-sm text-slate-700">{t(`next.steps.${step}.text`)}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
                <Icon name="badge-check" className="h-5 w-5 text-brand-700" /> {t("documents.heading")}
              </h2>
              <p className="mt-2 text-sm text-slate-700">{t(`documents.${category ?? "any"}`)}</p>
            </div>
            <p className="flex gap-2 text-sm text-slate-600">
              <Icon name="phone-call" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              <span>
                {t("help.text")}{" "}
                <Link to="/contact-us" className="font-semibold text-brand-700 underline underline-offset-2">
                  {t("help.link")}
                </Link>
              </span>
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
