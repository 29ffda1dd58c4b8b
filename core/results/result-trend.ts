import { findResultParameter } from "./parameters";
import { typedDecimals } from "./read-result-value";
import { areComparableUnits, convertUnit } from "./unit-conversion";

/** One published value of a parameter for one person, from one order. */
export type TrendInput = { orderId: number; at: Date; valueNumber: number; unit: string };

export type TrendPoint = { orderId: number; at: Date; value: number };

/**
 * A parameter's values over time in one unit: the latest value's unit, every earlier value converted to it when the
 * units measure the same thing (unit-conversion.ts) and rounded to the parameter's decimals (one more in another
 * unit), and left out when they do not; a value already in that unit is kept as typed. `change` is the latest value
 * less the one before it; null with fewer than two points (no trend is drawn then).
 */
export type Trend = { unit: string; points: TrendPoint[]; change: number | null; leftOut: number };

export function trendOf(parameterSlug: string, values: readonly TrendInput[]): Trend | null {
  const parameter = findResultParameter(parameterSlug);
  if (!parameter || parameter.kind !== "numeric" || values.length === 0) return null;
  const ordered = [...values].sort((a, b) => a.at.getTime() - b.at.getTime() || a.orderId - b.orderId);
  const unit = ordered[ordered.length - 1]!.unit;
  const decimals = parameter.decimals + (unit === parameter.unit ? 0 : 1);
  const points: (TrendPoint & { decimals: number })[] = [];
  for (const value of ordered) {
    if (!areComparableUnits(parameterSlug, value.unit, unit)) continue;
    // A value already in the trend's unit is kept as the lab typed it (99.4 stays 99.4, as its card shows it).
    const point = value.unit === unit ? { value: value.valueNumber, decimals: Math.max(decimals, typedDecimals(value.valueNumber)) } : { value: Number(convertUnit(parameterSlug, value.valueNumber, value.unit, unit).toFixed(decimals)), decimals };
    points.push({ orderId: value.orderId, at: value.at, ...point });
  }
  const [previous, latest] = points.slice(-2);
  const change = points.length >= 2 && previous && latest ? Number((latest.value - previous.value).toFixed(Math.max(previous.decimals, latest.decimals))) : null;
  return { unit, points: points.map(({ orderId, at, value }) => ({ orderId, at, value })), change, leftOut: ordered.length - points.length };
}

