import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { GatewayError, isGatewayUnavailable } from "./gateway";

describe("isGatewayUnavailable", () => {
  it("is true for the gateway's own error, a timed-out fetch and a network failure", () => {
    expect(isGatewayUnavailable(new GatewayError("bad answer", 502))).toBe(true);
    expect(isGatewayUnavailable(new DOMException("The operation was aborted due to timeout", "TimeoutError"))).toBe(true);
    expect(isGatewayUnavailable(new TypeError("fetch failed"))).toBe(true);
  });

  it("is false for our own bugs and refusals, which must not be answered as 'try again'", () => {
    expect(isGatewayUnavailable(new Error("a bug"))).toBe(false);
    expect(isGatewayUnavailable(new AppError("pay_too_often", 429))).toBe(false);
    expect(isGatewayUnavailable(new DOMException("aborted", "AbortError"))).toBe(false);
    expect(isGatewayUnavailable("TimeoutError")).toBe(false);
    expect(isGatewayUnavailable(undefined)).toBe(false);
  });
});
