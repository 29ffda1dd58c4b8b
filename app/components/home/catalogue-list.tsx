import type { TFunction } from "../../i18n/translator/t-function";
import { Link } from "../link";
import { formatRupees } from "../../../core/format/format";

/** /test: every test with its usual price, each linking to its own page. */
export function CatalogueList({ t, tests }: { t: TFunction; tests: { slug: string; name: string; pricePaise: number }[] }) {
  return (
    <section aria-labelledby="catalogue-heading" className="container-page pt-10">
      <h2 id="catalogue-heading" className="text-2xl font-bold text-slate-900">
        {t("catalogue.heading")}
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {tests.map((test) => (
          <li key={test.slug}>
            <Link
              to={`/test/${test.slug}`}
              className="flex min-h-14 items-center justify-between gap-3 rounded-xl bg-white px-4 py-2 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
            >
              <span className="font-medium text-slate-900">{test.name}</span>
              <span className="shrink-0 text-sm font-semibold text-brand-800">{formatRupees(test.pricePaise)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
