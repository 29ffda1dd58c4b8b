import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { SECURITY_TXT_DAYS, securityTxt, seoFileRoutes } from "./seo-files";

async function fetchSecurityTxt(env: Record<string, string>, host = "nikat.example") {
  const app = Fastify();
  await app.register(seoFileRoutes, { config: loadConfig(env) });
  const response = await app.inject({ url: "/.well-known/security.txt", headers: { host } });
  await app.close();
  return response;
}

/** RFC 9116 fields as name → values. */
const fieldsOf = (body: string) => {
  const fields: Record<string, string[]> = {};
  for (const line of body.split("\n").filter(Boolean)) {
    const [name, ...rest] = line.split(": ");
    (fields[name ?? ""] ??= []).push(rest.join(": "));
  }
  return fields;
};

describe("/.well-known/security.txt (RFC 9116)", () => {
  it("is served as text with a contact, an expiry under a year, the languages and its canonical address", async () => {
    const response = await fetchSecurityTxt({ PUBLIC_URL: "https://nikat.example", SECURITY_CONTACT: "mailto:security@nikat.example" }, "evil.example");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const fields = fieldsOf(response.body);
    expect(fields.Contact).toEqual(["mailto:security@nikat.example"]);
    expect(fields["Preferred-Languages"]).toEqual(["en, hi, bn"]);
    expect(fields.Canonical).toEqual(["https://nikat.example/.well-known/security.txt"]);
    expect(fields.Expires).toHaveLength(1);
    const expires = Date.parse(fields.Expires?.[0] ?? "");
    expect(fields.Expires?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 3_600_000);
    expect(response.body).not.toContain("evil.example");
  });

  it("says mailto: the support e-mail when no contact is set", async () => {
    const response = await fetchSecurityTxt({ SUPPORT_EMAIL: "help@nikat.example" });
    expect(fieldsOf(response.body).Contact).toEqual(["mailto:help@nikat.example"]);
  });

  it("keeps one expiry all day, SECURITY_TXT_DAYS ahead", () => {
    const morning = securityTxt({ contact: "mailto:a@b.in", origin: "https://x.in", now: new Date("2026-11-26T00:10:00Z") });
    const evening = securityTxt({ contact: "mailto:a@b.in", origin: "https://x.in", now: new Date("2026-11-26T23:50:00Z") });
    expect(morning).toBe(evening);
    expect(morning).toContain(`Expires: ${new Date(Date.UTC(2026, 10, 26) + SECURITY_TXT_DAYS * 86_400_000).toISOString().replace(".000", "")}`);
  });

  it("refuses a contact that is no mailto:, https:// or tel: address", () => {
    expect(() => loadConfig({ SECURITY_CONTACT: "security@nikat.example" })).toThrow(/SECURITY_CONTACT/);
    expect(() => loadConfig({ SECURITY_CONTACT: "http://nikat.example/security" })).toThrow(/SECURITY_CONTACT/);
    expect(loadConfig({ SECURITY_CONTACT: "https://nikat.example/security" }).securityContact).toBe("https://nikat.example/security");
  });
});
