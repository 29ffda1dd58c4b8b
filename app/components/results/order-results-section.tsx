import type { OrderResults } from "../../../core/results/order-results";
import type { TFunction } from "../../i18n/translator/t-function";
import { Link } from "../link";
import { MY_HEALTH_PATH } from "./health-paths";
import { ResultValueCard } from "./result-value-card";

/**
 * The tracking page's values of a Report Generated order (issue #28), grouped by booked test: each against its
 * normal range with its flag, the line on what it measures, any correction the lab made, and once the "discuss
 * with your doctor" line. The PDF stays the lab's signed copy.
 */
export function OrderResultsSection({ t, results, fhirHref }: { t: TFunction<"results">; results: OrderResults; fhirHref: string }) {
  return (
    <section aria-labelledby="results-heading" className="space-y-4" data-testid="order-results">
      <h2 id="results-heading" className="text-2xl font-bold text-slate-900">
        {t("view.title")}
      </h2>
      <p className="rounded-2xl bg-brand-50 p-4 font-semibold text-brand-950 ring-1 ring-brand-100">{t("discussWithDoctor")}</p>
      {results.generalRange ? <p className="text-slate-700">{t("view.generalRange")}</p> : null}
      {results.tests.map((test) => (
        <div key={test.testName} className="space-y-3">
          <h3 className="text-xl font-bold text-slate-900">{test.testName}</h3>
          {test.values.map((value) => (
            <ResultValueCard key={value.parameter.slug} t={t} value={value} corrections={value.corrections} headingLevel={4} />
          ))}
        </div>
      ))}
      <p className="text-slate-600">
        {t("view.pdfNote")}{" "}
        <Link to={MY_HEALTH_PATH} className="font-semibold text-brand-800 underline">
          {t("health.title")}
        </Link>
      </p>
      {/* A file download, not a page: a plain link, so React Router does not fetch it as a route. */}
      <p className="text-slate-600">
        {t("view.fhirNote")}{" "}
        <a href={fhirHref} download className="font-semibold text-brand-800 underline" data-testid="fhir-download">
          {t("view.fhirDownload")}
        </a>
      </p>
    </section>
  );
}
