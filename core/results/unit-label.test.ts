import { describe, expect, it } from "vitest";
import { unitLabel } from "./unit-label";

describe("unitLabel", () => {
  it("prints UCUM codes as reports print them, and a unit without a label as its code", () => {
    expect(unitLabel("10*3/uL")).toBe("×10³/µL");
    expect(unitLabel("10*5/uL")).toBe("lakh/mm³");
    expect(unitLabel("u[IU]/mL")).toBe("µIU/mL");
    expect(unitLabel("mg/dL")).toBe("mg/dL");
    expect(unitLabel("[pH]")).toBe("");
    expect(unitLabel(null)).toBe("");
  });
});
