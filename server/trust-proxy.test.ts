import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { fastifyTrustProxy } from "./trust-proxy";

/** The client address Fastify works out for one request through the configured TRUST_PROXY. */
async function clientIp(trustProxy: string | undefined, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const config = loadConfig(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
  const app = Fastify({ trustProxy: fastifyTrustProxy(config.trustProxy) });
  app.get("/", async (request) => request.ip);
  const response = await app.inject({ url: "/", remoteAddress, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });
  await app.close();
  return response.body;
}

describe("TRUST_PROXY", () => {
  it("trusts no forwarding header by default", async () => {
    expect(await clientIp(undefined, "203.0.113.9", "6.6.6.6")).toBe("203.0.113.9");
    expect(await clientIp("false", "203.0.113.9", "6.6.6.6")).toBe("203.0.113.9");
  });

  it("with 1 hop, a spoofed left-most entry does not become the client address", async () => {
    // The client sent 'X-Forwarded-For: 6.6.6.6'; the load balancer appended the address it saw.
    expect(await clientIp("1", "10.0.0.5", "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
    expect(await clientIp("1", "10.0.0.5", "198.51.100.7")).toBe("198.51.100.7");
    expect(await clientIp("2", "10.0.0.5", "6.6.6.6, 198.51.100.7, 10.0.0.9")).toBe("198.51.100.7");
  });

  it("with addresses, trusts only those proxies", async () => {
    expect(await clientIp("10.0.0.0/8,127.0.0.1", "10.0.0.5", "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
    expect(await clientIp("10.0.0.0/8,127.0.0.1", "10.0.0.5", "6.6.6.6, 198.51.100.7, 10.1.2.3")).toBe("198.51.100.7");
    // A client that reaches the app directly cannot pick its own address.
    expect(await clientIp("10.0.0.0/8,127.0.0.1", "203.0.113.9", "6.6.6.6")).toBe("203.0.113.9");
  });

  it.each([
    ["true", /TRUST_PROXY: true would believe any X-Forwarded-For/],
    ["yes", /TRUST_PROXY: true would believe/],
    ["99", /TRUST_PROXY: 99 hops/],
    ["10.0.0.0/33", /TRUST_PROXY: "10.0.0.0\/33" is not an IP address or range/],
    ["proxy.internal", /TRUST_PROXY: "proxy.internal" is not/],
  ])("refuses %j with one line saying what to set", (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/e\.g\. 1\) or their addresses/);
  });
});
