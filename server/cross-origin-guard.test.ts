import { describe, expect, it } from "vitest";
import { isCrossOriginWrite } from "./cross-origin-guard";

const asked = (headers: Record<string, string>, extra: Partial<{ method: string; url: string; protocol: "http" | "https"; host: string }> = {}) => ({
  method: "POST",
  url: "/trace/test/1/cancel",
  protocol: "http" as const,
  host: "127.0.0.1:3401",
  headers,
  ...extra,
});

describe("isCrossOriginWrite", () => {
  it("compares Origin with the request's own origin", () => {
    expect(isCrossOriginWrite(asked({ origin: "http://127.0.0.1:3401" }), undefined)).toBe(false);
    expect(isCrossOriginWrite(asked({ origin: "http://127.0.0.1:3409" }), undefined)).toBe(true);
    expect(isCrossOriginWrite(asked({ origin: "null" }), undefined)).toBe(true);
    expect(isCrossOriginWrite(asked({ origin: "https://127.0.0.1:3401" }), undefined)).toBe(true);
  });

  it("takes PUBLIC_URL as ours too (TLS ended at a proxy that does not say so)", () => {
    const behindProxy = asked({ origin: "https://nikat.in" }, { host: "10.0.0.5:3000" });
    expect(isCrossOriginWrite(behindProxy, "https://nikat.in")).toBe(false);
    expect(isCrossOriginWrite(behindProxy, undefined)).toBe(true);
    expect(isCrossOriginWrite(asked({ origin: "https://shop.nikat.in" }), "https://nikat.in")).toBe(true);
  });

  it("uses the protocol and host Fastify read from trusted proxies (TRUST_PROXY)", () => {
    expect(isCrossOriginWrite(asked({ origin: "https://nikat.in" }, { protocol: "https", host: "nikat.in" }), undefined)).toBe(false);
  });

  it("without Origin refuses only Sec-Fetch-Site: cross-site", () => {
    expect(isCrossOriginWrite(asked({ "sec-fetch-site": "cross-site" }), undefined)).toBe(true);
    expect(isCrossOriginWrite(asked({ "sec-fetch-site": "same-site" }), undefined)).toBe(false);
    expect(isCrossOriginWrite(asked({}), undefined)).toBe(false);
  });

  it("leaves reads and the signed webhooks alone", () => {
    expect(isCrossOriginWrite(asked({ origin: "https://evil.example" }, { method: "GET" }), undefined)).toBe(false);
    expect(isCrossOriginWrite(asked({ origin: "https://evil.example" }, { url: "/webhooks/payments" }), undefined)).toBe(false);
    expect(isCrossOriginWrite(asked({ origin: "https://evil.example" }, { method: "DELETE" }), undefined)).toBe(true);
  });
});
