import { Icon } from "../components/icons/icon";
import { Link } from "../components/link";
import { PageHero } from "../components/page-hero";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/faq";

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "faq");
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** Spec 001 §9 static content: rescheduling, collection time, fasting, activity, results, reply time. */
const QUESTIONS = ["reschedule", "duration", "fasting", "activity", "results", "contact"] as const;

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />
      <section aria-labelledby="questions-heading" className="container-page py-12">
        <h2 id="questions-heading" className="sr-only">
          {t("list.heading")}
        </h2>
        <div className="max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {QUESTIONS.map((id, index) => (
            <details key={id} className="group" open={index === 0}>
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold text-slate-900 hover:bg-slate-50">
                <span>{t(`list.${id}.q`)}</span>
                <Icon name="chevron-down" className="h-5 w-5 shrink-0 text-brand-700 transition group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 text-slate-700">{t(`list.${id}.a`)}</p>
            </details>
          ))}
        </div>

        <div className="mt-10 max-w-3xl rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <h2 className="text-xl font-bold text-slate-900">{t("more.heading")}</h2>
          <p className="mt-1 text-slate-700">{t("more.text")}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/contact-us" className="btn bg-brand-700 text-white hover:bg-brand-800">
              <Icon name="mail" className="h-5 w-5" /> {t("more.contact")}
            </Link>
            <Link to="/help-and-support" className="btn border border-brand-700 text-brand-800 hover:bg-white">
              <Icon name="life-buoy" className="h-5 w-5" /> {t("more.help")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
