import type { ShownCorrection } from "../../../core/results/order-results";
import type { ReadValue } from "../../../core/results/read-result-value";
import { unitLabel } from "../../../core/results/unit-label";
import type { TFunction } from "../../i18n/translator/t-function";
import { ResultFlagBadge } from "./result-flag";

/** The range in words and the value's unit: "13 to 17 g/dL", "up to 100 mg/dL". */
export function rangeText(t: TFunction<"results">, value: Pick<ReadValue, "range" | "unit">): string | null {
  const range = value.range;
  if (!range || (range.low === null && range.high === null)) return null;
  const unit = unitLabel(value.unit);
  const span =
    range.low !== null && range.high !== null
      ? t("view.rangeBoth", { low: range.low, high: range.high })
      : range.low !== null
        ? t("view.rangeFrom", { low: range.low })
        : t("view.rangeUpTo", { high: range.high });
  return unit ? `${span} ${unit}` : span;
}

/** The value as read: a number with its unit, or a coded answer's words. */
export function shownValue(t: TFunction<"results">, value: Pick<ReadValue, "valueCode" | "shown" | "unit">): string {
  if (value.valueCode !== null) return t(`answers.${value.valueCode}`);
  const unit = unitLabel(value.unit);
  return unit ? `${value.shown} ${unit}` : value.shown;
}

/**
 * One value as a card a reader of 60 can take in on a phone: the name, the value large, its flag (colour, word
 * and icon), the normal range, and the plain-language line of what it measures. A far value gets a heavy red edge.
 * Its name is a heading one level below the page's group it sits in (h4 under the tracking page's test names). Each
 * correction the lab made after publishing is a line with its day and the earlier value.
 */
export function ResultValueCard({
  t,
  value,
  corrections,
  headingLevel = 3,
  children,
}: {
  t: TFunction<"results">;
  value: ReadValue;
  corrections: readonly ShownCorrection[];
  headingLevel?: 3 | 4;
  children?: React.ReactNode;
}) {
  const range = rangeText(t, value);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const slug = value.parameter.slug;
  return (
    <article className={`rounded-2xl bg-white p-4 shadow-sm ${value.far ? "ring-4 ring-red-600" : "ring-1 ring-slate-200"}`} data-testid={`result-${slug}`} aria-labelledby={`result-${slug}-name`}>
      <Heading id={`result-${slug}-name`} className="text-lg font-bold text-slate-900">
        {t(`parameters.${slug}.name`)}
      </Heading>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-2xl font-bold text-slate-900" data-testid="result-value">
          <span className="sr-only">{t("view.valueLabel")}: </span>
          {shownValue(t, value)}
        </p>
        {value.flag ? <ResultFlagBadge t={t} flag={value.flag} far={value.far} /> : null}
      </div>
      {range ? <p className="mt-1 text-slate-700">{t("view.range", { range })}</p> : value.valueCode === null ? <p className="mt-1 text-slate-700">{t("view.noRange")}</p> : null}
      <p className="mt-2 text-slate-600">{t(`parameters.${slug}.about`)}</p>
      {corrections.map((correction) => (
        <p key={`${correction.correctedOn}-${correction.shown}`} className="mt-2 text-sm text-slate-600" data-testid="result-correction">
          {t("view.corrected", { date: correction.correctedOn, value: shownValue(t, { valueCode: value.valueCode === null ? null : correction.shown, shown: correction.shown, unit: correction.unit }) })}
        </p>
      ))}
      {children}
    </article>
  );
}
