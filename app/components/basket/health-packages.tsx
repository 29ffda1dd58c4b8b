import { memo } from "react";
import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { formatRupees } from "../../../core/format/format";
import { AddToBasket } from "./basket-forms";

export type PackageCard = {
  slug: string;
  name: string;
  tests: string[];
  fastingHours: number;
  fromPaise: number;
  prices: { labId: number; pricePaise: number }[];
};

/** The name of each lab a package's price names, by the lab's id. */
export type LabNames = Record<number, string>;

/** The packages at the page's labs' prices. drawnOnServer in the loader: a page shows them through keptAsDrawn. */
export type PackageOffer = { packages: PackageCard[]; labNames: LabNames };

/**
 * Health packages (issue #27): each a named set of catalogue tests at a package price per lab. On a lab's page
 * the package is booked there; elsewhere the visitor picks one of the page's labs, each with its price.
 */
// memo: see "Rendered again only when its props change" in app/render/hydrate-later.tsx.
export const HealthPackages = memo(function HealthPackages({ t, offer, back, basketLabId }: { t: TFunction; offer: PackageOffer; back: string; basketLabId: number | null }) {
  const { packages, labNames } = offer;
  if (packages.length === 0) return null;
  return (
    <section id="packages" aria-labelledby="packages-heading" className="container-page scroll-mt-20 pt-10">
      <h2 id="packages-heading" className="text-2xl font-bold text-slate-900">
        {t("packages.heading")}
      </h2>
      <p className="mt-1 text-slate-600">{t("packages.subtitle")}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {packages.map((pack) => {
          const single = pack.prices.length === 1 ? pack.prices[0] : undefined;
          return (
            <li key={pack.slug} data-testid="package-card" className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-semibold text-slate-900">{pack.name}</h3>
              <p className="mt-1 text-2xl font-bold text-brand-800">{single ? formatRupees(single.pricePaise) : t("packages.from", { price: formatRupees(pack.fromPaise) })}</p>
              {/* Folded, so six packages stay short on a phone; opening it needs no script. */}
              <details className="mt-2 text-sm">
                <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">{t("packages.includes", { count: pack.tests.length })}</summary>
                <p className="text-slate-600">{pack.tests.join(" · ")}</p>
              </details>
              <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                <Icon name="utensils" className="h-4 w-4 shrink-0 text-brand-700" />
                {pack.fastingHours > 0 ? t("test.fasting", { count: pack.fastingHours }) : t("test.noFasting")}
              </p>
              <div className="mt-auto flex flex-wrap gap-2 pt-4">
                {single ? (
                  <>
                    <AddToBasket labId={single.labId} slug={pack.slug} back={back} book primary label={t("packages.book")} />
                    <AddToBasket labId={single.labId} slug={pack.slug} back={back} label={t("bookTest.add")} />
                  </>
                ) : (
                  <form method="post" action="/basket" className="w-full space-y-2">
                    <input type="hidden" name="intent" value="add" />
                    <input type="hidden" name="slug" value={pack.slug} />
                    <input type="hidden" name="back" value={back} />
                    <label htmlFor={`package-lab-${pack.slug}`} className="block text-sm font-semibold text-slate-800">
                      {t("packages.chooseLab")}
                    </label>
                    <select
                      id={`package-lab-${pack.slug}`}
                      name="labId"
                      defaultValue={String(pack.prices.some((price) => price.labId === basketLabId) ? basketLabId : cheapestLab(pack))}
                      className="min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900"
                    >
                      {pack.prices.map((price) => (
                        <option key={price.labId} value={price.labId}>
                          {`${formatRupees(price.pricePaise)} · ${labNames[price.labId] ?? ""}`}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="btn w-full border border-brand-700 text-brand-800 hover:bg-brand-50">
                      <Icon name="plus" className="h-5 w-5" /> {t("bookTest.add")}
                    </button>
                  </form>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
});

const cheapestLab = (pack: PackageCard): number | undefined => [...pack.prices].sort((a, b) => a.pricePaise - b.pricePaise)[0]?.labId;
