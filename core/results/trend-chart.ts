/**
 * The geometry of a small trend chart, drawn as SVG on the server (app/components/results/trend-chart.tsx): the
 * points placed left to right in time order, evenly (a reader compares visits, not days), the value axis spanning
 * the points and the reference range with a margin, so the range band and every point fit.
 */
export type ChartBox = { width: number; height: number; padX: number; padY: number };

export type ChartGeometry = {
  points: { x: number; y: number; value: number }[];
  /** The reference range as a band (y of its top and bottom), clipped to the box; null when no limit is known. */
  band: { top: number; bottom: number } | null;
  /** The smallest and largest value the axis shows. */
  axis: { min: number; max: number };
};

export const TREND_CHART_BOX: ChartBox = { width: 320, height: 120, padX: 16, padY: 14 };

export function chartGeometry(values: readonly number[], range: { low: number | null; high: number | null } | null, box: ChartBox = TREND_CHART_BOX): ChartGeometry {
  const limits = [range?.low, range?.high].filter((limit): limit is number => typeof limit === "number");
  const all = [...values, ...limits];
  let min = Math.min(...all);
  let max = Math.max(...all);
  if (min === max) {
    const spread = Math.abs(min) * 0.1 || 1;
    min -= spread;
    max += spread;
  }
  const margin = (max - min) * 0.1;
  min -= margin;
  max += margin;
  const innerWidth = box.width - 2 * box.padX;
  const innerHeight = box.height - 2 * box.padY;
  const yOf = (value: number) => box.padY + ((max - value) / (max - min)) * innerHeight;
  const step = values.length > 1 ? innerWidth / (values.length - 1) : 0;
  const points = values.map((value, index) => ({ x: values.length > 1 ? box.padX + index * step : box.width / 2, y: yOf(value), value }));
  const band = limits.length > 0 ? { top: yOf(range?.high ?? max), bottom: yOf(range?.low ?? min) } : null;
  return { points, band, axis: { min, max } };
}
