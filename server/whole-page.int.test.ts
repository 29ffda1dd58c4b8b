import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 120_000);
afterAll(async () => close());

const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');

/** A rendered page goes from React to the socket as one buffer, compressed in one call (server/compress-page.ts). */
describe("a whole rendered page", () => {
  it("is the same page in brotli, gzip or uncompressed, with its scripts put in on the first action", async () => {
    const plain = await app.inject({ method: "GET", url: "/cookie-policy" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await app.inject({ method: "GET", url: "/cookie-policy", headers: { "accept-encoding": "gzip, deflate, br" } });
    const gzip = await app.inject({ method: "GET", url: "/cookie-policy", headers: { "accept-encoding": "gzip" } });
    expect([br.headers["content-encoding"], gzip.headers["content-encoding"]]).toEqual(["br", "gzip"]);
    for (const answer of [plain, br, gzip]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers["content-length"])).toBe(answer.rawPayload.length);
    }
    const html = plain.body;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(html).toMatch(/<\/html>$/);
    // No module is fetched while the page loads (app/render/scripts-on-first-action.server.ts): an inline script with
    // the response's nonce puts the preloads and the hydration script in on the visitor's first action.
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toMatch(/<script nonce="[^"]+">\(function\(\)\{var n=document\.currentScript\.nonce.*\["[^"]*entry\.client[^"]*".*"pointerdown".*x\.type="module"/);
    // The loaders' data, read ahead of the synchronous render (app/render/read-handoff-ahead.ts): all of it, as plain
    // JSON turned back into React Router's line in the page (app/render/handoff-as-json.server.ts), then the close;
    // kept as text, like React Router's context, until the first action runs them.
    const kept = '<script nonce="[^"]+" type="text/plain" data-on-first-action="">';
    expect(html).toMatch(new RegExp(`${kept}window\\.__reactRouterContext = \\{`));
    expect(html).toMatch(
      new RegExp(
        `${kept}window\\.__reactRouterContext\\.streamController\\.enqueue\\(\\(function\\(v\\)\\{.*\\}\\)\\(\\{"loaderData":\\{"root":.*\\}\\)\\);</script><!--\\$-->${kept}window\\.__reactRouterContext\\.streamController\\.close\\(\\);</script>`,
      ),
    );
    expect(html).not.toMatch(/<script nonce="[^"]+">window\.__reactRouterContext/);
    expect(html).not.toContain("<!--$!-->");
    expect(withoutNonces(zlib.brotliDecompressSync(br.rawPayload).toString())).toBe(withoutNonces(html));
    expect(withoutNonces(zlib.gunzipSync(gzip.rawPayload).toString())).toBe(withoutNonces(html));
  });

  it("starts its scripts at once when it carries the server's one-time message, else on the visitor's first action", async () => {
    const reading = (await app.inject({ method: "GET", url: "/cookie-policy" })).body;
    expect(reading).toContain('w=q?Number(q.getAttribute("data-start-scripts")):-1;');
    const flashed = (await app.inject({ method: "GET", url: "/cookie-policy", headers: { cookie: "flash=loggedIn" } })).body;
    expect(flashed).toContain("w=0;");
    expect(flashed).toContain(`"flash":"loggedIn"`);
  });

  it("keeps its status, and answers HEAD without a body", async () => {
    const missing = await app.inject({ method: "GET", url: "/no-such-page-here", headers: { "accept-encoding": "gzip" } });
    expect(missing.statusCode).toBe(404);
    expect(zlib.gunzipSync(missing.rawPayload).toString()).toMatch(/<\/html>$/);
    const head = await app.inject({ method: "HEAD", url: "/cookie-policy", headers: { "accept-encoding": "gzip" } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });
});
