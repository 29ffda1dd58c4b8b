import type { TFunction } from "../../i18n/translator/t-function";

export type PercentBar = { key: string; label: string; value: number };

/** A labelled list of percentages; the numbers are in the text, the bars only draw them. */
export function PercentBars({ heading, note, bars, t, tone }: { heading: string; note: string; bars: readonly PercentBar[]; t: TFunction; tone: "brand" | "pink" }) {
  const fill = tone === "brand" ? "bg-brand-600" : "bg-pink-600";
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
      <p className="mt-1 text-sm text-slate-600">{note}</p>
      <ul className="mt-5 space-y-4">
        {bars.map((bar) => (
          <li key={bar.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="text-slate-700">{bar.label}</span>
              <span className="shrink-0 font-semibold text-slate-900">{t("bars.value", { value: bar.value })}</span>
            </div>
            <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <div className={`h-full rounded-full ${fill}`} style={{ width: `${bar.value}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
