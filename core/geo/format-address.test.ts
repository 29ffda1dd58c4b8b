import { describe, expect, it } from "vitest";
import { formatAddress } from "./format-address";

describe("formatAddress", () => {
  it("writes a locality and city typed into the address too only once", () => {
    expect(formatAddress(["12 School Road, Mohanbati, Raiganj", "Mohanbati", "Raiganj", "733134"])).toBe("12 School Road, Mohanbati, Raiganj, 733134");
  });

  it("leaves out a repeat whatever its case or spacing", () => {
    expect(formatAddress(["22 Hazra Road,  kolkata ", "Kolkata", "West Bengal", "700026"])).toBe("22 Hazra Road, kolkata, West Bengal, 700026");
  });

  it("keeps every part in order when nothing repeats, and skips empty ones", () => {
    expect(formatAddress(["22 Hazra Road", null, "Kolkata", "", undefined, "700026"])).toBe("22 Hazra Road, Kolkata, 700026");
  });

  it("keeps a piece that only contains another one", () => {
    expect(formatAddress(["Raiganj Road", "Raiganj"])).toBe("Raiganj Road, Raiganj");
  });

  it("is null when there is nothing to write", () => {
    expect(formatAddress([null, " ", ", ,"])).toBeNull();
  });
});
