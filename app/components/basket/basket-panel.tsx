import { memo } from "react";
import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { formatRupees } from "../../../core/format/format";
import { AddToBasket } from "./basket-forms";

/** The basket as the page gets it: names already in the page's language, prices from the server. */
export type BasketCard = {
  lab: { id: number; name: string };
  lines: { slug: string; name: string; pricePaise: number }[];
  testsPaise: number;
  collectionFeePaise: number;
  totalPaise: number;
  fastingHours: number;
  turnaroundHours: number;
};

/** A test of another lab the visitor tried to add: they are asked before the basket is replaced. */
export type BasketConflict = { slug: string; name: string; labId: number; book: boolean };

/** What the basket adds up to: its tests, the collection fee, the total, the longest fasting and when the report comes. */
export function BasketSummary({ t, basket, back, editable }: { t: TFunction; basket: BasketCard; back: string; editable: boolean }) {
  return (
    <div data-testid="basket-summary">
      <p className="text-sm font-semibold text-slate-600">{t("basket.lab", { lab: basket.lab.name })}</p>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl bg-white px-3 ring-1 ring-slate-200">
        {basket.lines.map((line) => (
          <li key={line.slug} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0 font-medium text-slate-900">{line.name}</span>
            <span className="flex shrink-0 items-center gap-2">
              <span className="font-semibold text-slate-900">{formatRupees(line.pricePaise)}</span>
              {editable ? (
                <form method="post" action="/basket">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="slug" value={line.slug} />
                  <input type="hidden" name="back" value={back} />
                  <button type="submit" aria-label={t("basket.removeLabel", { test: line.name })} className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-red-700">
                    <Icon name="x" className="h-5 w-5" />
                  </button>
                </form>
              ) : null}
            </span>
          </li>
        ))}
        <li className="flex justify-between gap-3 py-2 text-slate-700">
          <span>{t("basket.collection")}</span>
          <span className="shrink-0 font-semibold">{basket.collectionFeePaise === 0 ? t("basket.free") : formatRupees(basket.collectionFeePaise)}</span>
        </li>
        <li className="flex justify-between gap-3 py-2 text-lg font-bold text-slate-900">
          <span>{t("basket.total")}</span>
          <span className="shrink-0" data-testid="basket-total">
            {formatRupees(basket.totalPaise)}
          </span>
        </li>
      </ul>
      <ul className="mt-3 grid gap-2 text-sm font-medium text-brand-900 sm:grid-cols-2">
        <li className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2">
          <Icon name="utensils" className="h-4 w-4 shrink-0" />
          {basket.fastingHours > 0 ? t("basket.fasting", { count: basket.fastingHours }) : t("test.noFasting")}
        </li>
        <li className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2">
          <Icon name="clock" className="h-4 w-4 shrink-0" />
          {t("test.turnaround", { count: basket.turnaroundHours })}
        </li>
      </ul>
    </div>
  );
}

/**
 * The visitor's basket on the test and home pages (issue #27), kept on the server for this browser: it works
 * without JavaScript and is still there after login. Also the question when a test of another lab was added.
 */
// memo: see "Rendered again only when its props change" in app/render/hydrate-later.tsx.
export const BasketPanel = memo(function BasketPanel({ t, basket, back, conflict, error }: { t: TFunction; basket: BasketCard | null; back: string; conflict: BasketConflict | null; error: string | null }) {
  if (!basket && !conflict && !error) return null;
  return (
    <section id="basket" aria-labelledby="basket-heading" className="container-page scroll-mt-20 pt-10">
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="basket-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon name="clipboard-list" className="h-6 w-6 text-brand-700" /> {t("basket.heading")}
        </h2>
        {error ? (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 font-medium text-red-800">
            {t(`common:errors.${error}`)}
          </p>
        ) : null}
        {conflict && basket ? (
          <div role="alert" className="mt-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
            <p className="font-medium text-amber-950">{t("basket.conflict", { lab: basket.lab.name, test: conflict.name })}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <AddToBasket labId={conflict.labId} slug={conflict.slug} back={back} book={conflict.book} startNew label={t("basket.startNew")} primary />
              <a href={`${back}#basket`} className="btn border border-slate-300 text-slate-800 hover:bg-slate-50">
                {t("basket.keep")}
              </a>
            </div>
          </div>
        ) : null}
        {basket ? (
          <>
            <div className="mt-4">
              <BasketSummary t={t} basket={basket} back={back} editable />
            </div>
            <p className="mt-3 text-sm text-slate-600">{t("basket.note")}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              {/* ?new=1 opens the booking form even for a patient whose section would show My Lab Tests first. */}
              <a href="?new=1#booking" className="btn bg-pink-600 text-white hover:bg-pink-700" data-testid="basket-book">
                <Icon name="calendar-check" className="h-5 w-5" /> {t("basket.book")}
              </a>
              <a href="/test#catalogue-heading" className="btn border border-brand-700 text-brand-800 hover:bg-brand-50">
                <Icon name="plus" className="h-5 w-5" /> {t("basket.addAnother")}
              </a>
              <form method="post" action="/basket">
                <input type="hidden" name="intent" value="empty" />
                <input type="hidden" name="back" value={back} />
                <button type="submit" className="btn-plain">
                  <Icon name="x" className="h-4 w-4" /> {t("basket.empty")}
                </button>
              </form>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
});
