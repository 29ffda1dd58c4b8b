import { memo } from "react";
import type { TFunction } from "../../i18n/translator/t-function";
import { formatRupees } from "../../../core/format/format";
import { AddToBasket } from "./basket-forms";

export type TestOffer = { labId: number; labName: string; pricePaise: number };
/** The page's test at each of its labs' prices. drawnOnServer in the loader: a page shows it through keptAsDrawn. */
export type TestOffers = { offers: TestOffer[] };

/**
 * "Book this test" on a test page (issue #27): each lab of the page with its own price for the test; booking adds
 * it to the basket and opens the booking form, "Add to basket" collects it with others of the same lab.
 */
// memo: see "Rendered again only when its props change" in app/render/hydrate-later.tsx.
export const BookThisTest = memo(function BookThisTest({ t, slug, testName, testOffers, back }: { t: TFunction; slug: string; testName: string; testOffers: TestOffers; back: string }) {
  const { offers } = testOffers;
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="book-test-heading" className="container-page pt-6">
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="book-test-heading" className="text-xl font-bold text-slate-900">
          {t("bookTest.heading", { test: testName })}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("bookTest.note")}</p>
        <ul className="mt-3 divide-y divide-slate-200">
          {offers.map((offer) => (
            <li key={offer.labId} data-testid="test-offer" className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="min-w-0">
                <span lang="en" className="block font-semibold text-slate-900">
                  {offer.labName}
                </span>
                <span data-testid="offer-price" className="text-lg font-bold text-brand-800">{formatRupees(offer.pricePaise)}</span>
              </p>
              <div className="flex flex-wrap gap-2">
                <AddToBasket labId={offer.labId} slug={slug} back={back} book primary label={t("bookTest.book")} />
                <AddToBasket labId={offer.labId} slug={slug} back={back} label={t("bookTest.add")} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});
