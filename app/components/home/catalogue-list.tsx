import type { TFunction } from "../../i18n/translator/t-function";
import { Link } from "../link";
import { formatRupees } from "../../../core/format/format";
import { AddToBasket } from "../basket/basket-forms";

/** The basket's lab, when the visitor has a basket: its prices (by test id) and an "Add" button for each test. */
type BasketLab = { id: number; name: string; prices: Record<number, number>; back: string };

/** /test: every test with its usual price, each linking to its own page; with a basket, at the basket lab's prices. */
export function CatalogueList({ t, tests, basketLab = null }: { t: TFunction; tests: { id: number; slug: string; name: string; pricePaise: number }[]; basketLab?: BasketLab | null }) {
  return (
    <section aria-labelledby="catalogue-heading" className="container-page pt-10">
      <h2 id="catalogue-heading" className="scroll-mt-20 text-2xl font-bold text-slate-900">
        {t("catalogue.heading")}
      </h2>
      {basketLab ? <p className="mt-1 text-slate-600">{t("basket.catalogueAt", { lab: basketLab.name })}</p> : null}
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {tests.map((test) => {
          const price = basketLab ? basketLab.prices[test.id] : test.pricePaise;
          return (
            <li key={test.slug} className="flex items-stretch gap-2">
              <Link
                to={`/test/${test.slug}`}
                className="flex min-h-14 min-w-0 flex-1 items-center justify-between gap-3 rounded-xl bg-white px-4 py-2 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
              >
                <span className="font-medium text-slate-900">{test.name}</span>
                {price !== undefined ? <span className="shrink-0 text-sm font-semibold text-brand-800">{formatRupees(price)}</span> : null}
              </Link>
              {basketLab && price !== undefined ? (
                <AddToBasket labId={basketLab.id} slug={test.slug} back={basketLab.back} label={t("basket.addTest", { test: test.name })} compact={t("basket.add")} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
