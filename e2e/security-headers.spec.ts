import { expect, test } from "@playwright/test";

test.describe("security and caching headers", () => {
  test("/ sends a nonce-based CSP and the usual hardening headers", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const directives = new Map(
      csp
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...values]) => [name!, values]),
    );
    const scriptSrc = directives.get("script-src") ?? [];
    const nonce = scriptSrc.find((value) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(value));
    expect(nonce, `script-src nonce in: ${csp}`).toBeTruthy();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();

    // Every inline script of the page carries this response's nonce, or the browser would refuse it.
    const html = await response.text();
    const value = nonce!.slice("'nonce-".length, -1);
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, "script carries the nonce").toContain(`nonce="${value}"`);

    const second = await request.get("/");
    expect(second.headers()["content-security-policy"], "a fresh nonce per response").not.toBe(csp);
  });

  test("hashed assets are cached for good", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length, "the page loads assets from /assets/").toBeGreaterThan(0);
    for (const asset of assets.slice(0, 3)) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toMatch(/immutable/);
      expect(response.headers()["cache-control"], asset).toMatch(/max-age=31536000/);
    }
  });

  for (const encoding of ["gzip", "br"] as const) {
    test(`HTML is compressed for a client that accepts ${encoding}`, async ({ request }) => {
      const response = await request.get("/about-us", { headers: { "accept-encoding": encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      expect(response.headers()["content-encoding"]).toBe(encoding);
      expect(await response.text(), "decodes to the page").toContain("</html>");
    });
  }

  test("HTML is sent plain to a client that accepts no compression", async ({ request }) => {
    const response = await request.get("/about-us", { headers: { "accept-encoding": "identity" } });
    expect(response.headers()["content-encoding"]).toBeUndefined();
  });
});
