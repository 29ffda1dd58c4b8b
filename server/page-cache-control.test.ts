import fastifyCookie from "@fastify/cookie";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE, SESSION_COOKIE_SECURE } from "../core/auth/session-cookie";
import { addPageCacheControl, NOT_SHARED, PERSONAL, PUBLIC_PAGE } from "./page-cache-control";

/** A page handler like the React Router one: what it answers is set per test through the query. */
async function pageApp(fixedOrigin = true) {
  const app = Fastify();
  await app.register(fastifyCookie);
  await app.register(async (pages) => {
    addPageCacheControl(pages, { fixedOrigin });
    pages.route({
      method: ["GET", "HEAD", "POST"],
      url: "/*",
      handler: async (request, reply) => {
        const query = request.query as Record<string, string>;
        if (query.cookie) reply.setCookie("browser_id", "b-1", { path: "/" });
        if (query.rawCookie) reply.header("set-cookie", ["flash=saved; Path=/"]);
        if (query.own) reply.header("cache-control", query.own);
        if (query.status) reply.status(Number(query.status));
        return "<html>page</html>";
      },
    });
  });
  app.get("/static.css", async (_request, reply) => reply.header("cache-control", "public, max-age=31536000, immutable").send("x"));
  return app;
}

async function headersOf(url: string, options: { cookie?: string; method?: "GET" | "POST"; fixedOrigin?: boolean } = {}) {
  const app = await pageApp(options.fixedOrigin);
  const response = await app.inject({ method: options.method ?? "GET", url, headers: options.cookie ? { cookie: options.cookie } : {} });
  await app.close();
  return { cacheControl: response.headers["cache-control"], vary: response.headers.vary, setCookie: response.headers["set-cookie"] };
}

describe("Cache-Control of pages", () => {
  it.each(["/", "/account/password", "/doctor/12", "/pharmacy", "/_root.data", "/pharmacy.data"])(
    "%s with a session cookie is private, no-store",
    async (url) => {
      expect((await headersOf(url, { cookie: `${SESSION_COOKIE}=token; lang=bn` })).cacheControl).toBe(PERSONAL);
      expect((await headersOf(url, { cookie: `${SESSION_COOKIE_SECURE}=token` })).cacheControl).toBe(PERSONAL);
    },
  );

  it("is never public when the answer sets a cookie, whichever way it was set", async () => {
    const viaReply = await headersOf("/?cookie=1");
    expect(viaReply.setCookie).toBeDefined();
    expect(viaReply.cacheControl).toBe(PERSONAL);
    expect((await headersOf("/?rawCookie=1")).cacheControl).toBe(PERSONAL);
    expect((await headersOf("/?cookie=1&own=public%2C%20max-age%3D600")).cacheControl).toBe(PERSONAL);
  });

  it("overrides a route's public cache for a logged-in person", async () => {
    expect((await headersOf("/?own=public%2C%20max-age%3D600", { cookie: `${SESSION_COOKIE}=token` })).cacheControl).toBe(PERSONAL);
  });

  it("lets a shared cache keep an anonymous page a minute, keyed by the cookies", async () => {
    const page = await headersOf("/pharmacy", { cookie: "lang=hi; browser_id=b-1" });
    expect(page.cacheControl).toBe(PUBLIC_PAGE);
    expect(page.vary).toMatch(/Cookie/);
    expect((await headersOf("/pharmacy.data")).cacheControl).toBe(PUBLIC_PAGE);
    expect((await headersOf("/nowhere?status=404")).cacheControl).toBe(PUBLIC_PAGE);
  });

  it("shares nothing else: form answers, redirects, errors, pages built from the request's Host, a route's own no-store", async () => {
    expect((await headersOf("/contact-us", { method: "POST" })).cacheControl).toBe(NOT_SHARED);
    expect((await headersOf("/language?status=302")).cacheControl).toBe(NOT_SHARED);
    expect((await headersOf("/?status=500")).cacheControl).toBe(NOT_SHARED);
    expect((await headersOf("/", { fixedOrigin: false })).cacheControl).toBe(NOT_SHARED);
    const own = await headersOf("/chamber/3?own=private%2C%20no-store");
    expect(own.cacheControl).toBe("private, no-store");
    expect(own.vary).toBeUndefined();
  });

  it("leaves answers outside the page handler alone", async () => {
    const app = await pageApp();
    const response = await app.inject({ url: "/static.css", headers: { cookie: `${SESSION_COOKIE}=token` } });
    await app.close();
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
