import { describe, expect, it } from "vitest";
import { trendOf } from "./result-trend";

const at = (day: number) => new Date(Date.UTC(2026, 0, day));

describe("trendOf", () => {
  it("orders the values in time and gives the change since the one before", () => {
    const trend = trendOf("hba1c", [
      { orderId: 2, at: at(20), valueNumber: 7.3, unit: "%" },
      { orderId: 1, at: at(1), valueNumber: 7.9, unit: "%" },
    ]);
    expect(trend).toEqual({ unit: "%", points: [{ orderId: 1, at: at(1), value: 7.9 }, { orderId: 2, at: at(20), value: 7.3 }], change: -0.6, leftOut: 0 });
  });

  it("joins comparable units in the latest value's unit, converted and rounded to the parameter's decimals", () => {
    const trend = trendOf("total-cholesterol", [
      { orderId: 1, at: at(1), valueNumber: 4.9, unit: "mmol/L" },
      { orderId: 2, at: at(9), valueNumber: 188, unit: "mg/dL" },
    ]);
    expect(trend?.unit).toBe("mg/dL");
    expect(trend?.points.map((point) => point.value)).toEqual([189, 188]);
    expect(trend?.change).toBe(-1);
  });

  it("keeps a value in the trend's unit as the lab typed it, and gives the change to its decimals", () => {
    const trend = trendOf("fasting-glucose", [
      { orderId: 1, at: at(1), valueNumber: 95, unit: "mg/dL" },
      { orderId: 2, at: at(9), valueNumber: 99.4, unit: "mg/dL" },
    ]);
    expect(trend?.points.map((point) => point.value)).toEqual([95, 99.4]);
    expect(trend?.change).toBe(4.4);
  });

  it("leaves out a value in a unit that cannot be compared, and has no change with one point", () => {
    const trend = trendOf("hba1c", [
      { orderId: 1, at: at(1), valueNumber: 64, unit: "mmol/mol" },
      { orderId: 2, at: at(9), valueNumber: 7.1, unit: "%" },
    ]);
    expect(trend).toMatchObject({ unit: "%", change: null, leftOut: 1 });
    expect(trend?.points).toHaveLength(1);
  });

  it("has no trend for a coded parameter or an unknown one", () => {
    expect(trendOf("urine-colour", [{ orderId: 1, at: at(1), valueNumber: 1, unit: "1" }])).toBeNull();
    expect(trendOf("no-such-thing", [{ orderId: 1, at: at(1), valueNumber: 1, unit: "%" }])).toBeNull();
  });
});
