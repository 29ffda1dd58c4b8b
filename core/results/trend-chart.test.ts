import { describe, expect, it } from "vitest";
import { chartGeometry, TREND_CHART_BOX } from "./trend-chart";

describe("chartGeometry", () => {
  it("places the points left to right and keeps the points and the range band inside the box, higher values higher", () => {
    const geometry = chartGeometry([7.9, 7.3], { low: 4, high: 5.6 });
    const [first, second] = geometry.points;
    expect(first!.x).toBe(TREND_CHART_BOX.padX);
    expect(second!.x).toBe(TREND_CHART_BOX.width - TREND_CHART_BOX.padX);
    expect(first!.y).toBeLessThan(second!.y);
    for (const y of [first!.y, second!.y, geometry.band!.top, geometry.band!.bottom]) {
      expect(y).toBeGreaterThanOrEqual(TREND_CHART_BOX.padY);
      expect(y).toBeLessThanOrEqual(TREND_CHART_BOX.height - TREND_CHART_BOX.padY);
    }
    expect(geometry.band!.top).toBeLessThan(geometry.band!.bottom);
  });

  it("draws equal values in the middle with a margin, and no band without a range", () => {
    const geometry = chartGeometry([2, 2], null);
    expect(geometry.band).toBeNull();
    expect(geometry.points[0]!.y).toBeCloseTo(TREND_CHART_BOX.height / 2);
    expect(geometry.axis.min).toBeLessThan(2);
    expect(geometry.axis.max).toBeGreaterThan(2);
  });

  it("a band with only an upper limit reaches the bottom of the axis", () => {
    const geometry = chartGeometry([120, 160], { low: null, high: 100 });
    expect(geometry.band!.bottom).toBeCloseTo(TREND_CHART_BOX.height - TREND_CHART_BOX.padY);
  });
});
