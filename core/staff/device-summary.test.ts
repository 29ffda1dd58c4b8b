import { describe, expect, it } from "vitest";
import { deviceSummary } from "./device-summary";

describe("device summary", () => {
  it("names the browser and system with major versions only", () => {
    expect(deviceSummary("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36")).toBe("Chrome 131 · Android 14");
    expect(deviceSummary("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1")).toMatch(/^Safari 17 · iOS 17/);
  });

  it("is empty for no or unreadable user agent", () => {
    expect(deviceSummary(null)).toBeNull();
    expect(deviceSummary("")).toBeNull();
  });
});
