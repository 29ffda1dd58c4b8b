import { findResultParameter } from "./parameters";
import { areComparableUnits, convertUnit } from "./unit-conversion";

/** One published value of a parameter for one person, from one order. */
export type TrendInput = { orderId: number; at: Date; valueNumber: number; unit: string };

export type TrendPoint = { orderId: number; at: Date; value: number };

/**
 * A parameter's values over time in one unit: the latest value's unit, every earlier value converted to it when the
 * units measure the same thing (unit-conversion.ts), and left out when they do not. `change` is the latest value
 * less the one before it; null with fewer than two points (no trend is drawn then).
 */
export type Trend = { unit: string; points: TrendPoint[]; change: number | null; leftOut: number };

export function trendOf(parameterSlug: string, values: readonly TrendInput[]): Trend | null {
  const parameter = findResultParameter(parameterSlug);
  if (!parameter || parameter.kind !== "numeric" || values.length === 0) return null;
  const ordered = [...values].sort((a, b) => a.at.getTime() - b.at.getTime() || a.orderId - b.orderId);
  const unit = ordered[ordered.length - 1]!.unit;
  const decimals = parameter.decimals + (unit === parameter.unit ? 0 : 1);
  const points: TrendPoint[] = [];
  for (const value of ordered) {
    if (!areComparableUnits(parameterSlug, value.unit, unit)) continue;
    points.push({ orderId: value.orderId, at: value.at, value: Number(convertUnit(parameterSlug, value.valueNumber, value.unit, unit).toFixed(decimals)) });
  }
  const [previous, latest] = points.slice(-2);
  const change = points.length >= 2 && previous && latest ? Number((latest.value - previous.value).toFixed(decimals)) : null;
  return { unit, points, change, leftOut: ordered.length - points.length };
}
