import type { HealthTrend } from "../../../core/results/get-my-health";
import { chartGeometry, TREND_CHART_BOX } from "../../../core/results/trend-chart";
import { unitLabel } from "../../../core/results/unit-label";
import type { TFunction } from "../../i18n/translator/t-function";
import { Icon } from "../icons/icon";

/**
 * A parameter's values over time: a small SVG drawn on the server (no script, readable at 360 px: the points are
 * labelled with their values, the normal range is a shaded band), the change since last time in words, and the
 * same numbers in a table for screen readers.
 */
export function TrendChart({ t, name, trend, range }: { t: TFunction<"results">; name: string; trend: HealthTrend; range: { low: number | null; high: number | null } | null }) {
  const box = TREND_CHART_BOX;
  const geometry = chartGeometry(
    trend.points.map((point) => point.value),
    range,
    box,
  );
  const unit = unitLabel(trend.unit);
  const first = trend.points[0]!;
  const last = trend.points[trend.points.length - 1]!;
  const path = geometry.points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(" ");
  return (
    <div className="mt-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="trend">
      <h4 className="font-semibold text-slate-900">{t("health.trendTitle")}</h4>
      <svg viewBox={`0 0 ${box.width} ${box.height + 18}`} className="mt-2 h-auto w-full max-w-sm" role="img" aria-label={t("health.chartLabel", { name, first: first.on, last: last.on })}>
        {geometry.band ? <rect x={box.padX - 8} y={geometry.band.top} width={box.width - 2 * box.padX + 16} height={Math.max(geometry.band.bottom - geometry.band.top, 1)} className="fill-green-100" /> : null}
        <path d={path} className="fill-none stroke-brand-700" strokeWidth={2.5} />
        {geometry.points.map((point, index) => (
          <g key={trend.points[index]!.orderId}>
            <circle cx={point.x} cy={point.y} r={5} className="fill-brand-700" />
            <text
              x={point.x}
              y={point.y < 24 ? point.y + 20 : point.y - 10}
              textAnchor={index === 0 && geometry.points.length > 1 ? "start" : index === geometry.points.length - 1 && geometry.points.length > 1 ? "end" : "middle"}
              className="fill-slate-900 text-[13px] font-bold"
            >
              {point.value}
            </text>
          </g>
        ))}
        <text x={box.padX} y={box.height + 14} className="fill-slate-600 text-[12px]">
          {first.on}
        </text>
        <text x={box.width - box.padX} y={box.height + 14} textAnchor="end" className="fill-slate-600 text-[12px]">
          {last.on}
        </text>
      </svg>
      {geometry.band ? <p className="mt-1 text-sm text-slate-600">{t("health.rangeBand")}</p> : null}
      <p className="mt-1 flex items-center gap-2 font-semibold text-slate-900" data-testid="trend-change">
        <Icon name={trend.direction === "up" ? "arrow-up" : trend.direction === "down" ? "arrow-down" : "check"} className="h-5 w-5" />
        {trend.direction === "same" ? t("health.noChange") : t("health.change", { change: trend.change, unit })}
      </p>
      {trend.leftOut > 0 ? <p className="mt-1 text-sm text-slate-600">{t("health.leftOut", { count: trend.leftOut })}</p> : null}
      {/* A table ignores the 1px width of sr-only and would widen the page: its wrapper is the one hidden. */}
      <div className="sr-only">
        <table>
          <caption>{t("health.tableCaption", { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("health.date")}</th>
              <th scope="col">{t("health.value")}</th>
            </tr>
          </thead>
          <tbody>
            {trend.points.map((point) => (
              <tr key={point.orderId}>
                <td>{point.on}</td>
                <td>{unit ? `${point.value} ${unit}` : point.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
