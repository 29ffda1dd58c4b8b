import { describe, expect, it } from "vitest";
import { pathForLogs } from "./path-for-logs";

describe("pathForLogs", () => {
  it("drops the query string and hides a verification code", () => {
    expect(pathForLogs("/trace/test/12?token=abc")).toBe("/trace/test/12");
    expect(pathForLogs("/verify/7K3QMX9D2P")).toBe("/verify/:code");
    expect(pathForLogs("/verify/7K3QM-X9D2P.data?x=1")).toBe("/verify/:code");
    expect(pathForLogs("/verify")).toBe("/verify");
  });
});
