import fastifyCookie from "@fastify/cookie";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { expireDeliveredFlash } from "./expire-delivered-flash";

/** A page that answers as the query says: a status, a cookie of its own, a new flash. */
async function setCookieOf(options: { cookie?: string; method?: "GET" | "POST"; query?: string; path?: string }) {
  const app = Fastify();
  await app.register(fastifyCookie);
  expireDeliveredFlash(app, { secure: true });
  app.route({
    method: ["GET", "POST"],
    url: "/*",
    handler: async (request, reply) => {
      const query = request.query as Record<string, string>;
      if (query.browserId) reply.setCookie("browser_id", "b-1", { path: "/" });
      if (query.newFlash) reply.header("set-cookie", ["flash=otpVerified; Path=/; Max-Age=60"]);
      if (query.status) reply.status(Number(query.status));
      if (request.url.startsWith("/assets/")) return reply.type("text/javascript").send("export {}");
      if (request.url.includes(".data")) return reply.type("text/x-script").send("[]");
      return reply.type("text/html").send("<html>page</html>");
    },
  });
  const response = await app.inject({ method: options.method ?? "GET", url: `${options.path ?? "/page"}?${options.query ?? ""}`, headers: options.cookie ? { cookie: options.cookie } : {} });
  await app.close();
  return [response.headers["set-cookie"] ?? []].flat();
}

describe("a flash is deleted by the answer that delivers it", () => {
  it("expires the flash on the page a GET answers with, beside the page's own cookies", async () => {
    const cookies = await setCookieOf({ cookie: "flash=otpVerified", query: "browserId=1" });
    expect(cookies).toEqual(["browser_id=b-1; Path=/; SameSite=Lax", expect.stringMatching(/^flash=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; .*Secure; SameSite=Lax$/)]);
  });

  it("keeps it when there is none, when the answer sets a new one, on a redirect or error, and on a post", async () => {
    expect(await setCookieOf({})).toEqual([]);
    expect(await setCookieOf({ cookie: "flash=old", query: "newFlash=1" })).toEqual(["flash=otpVerified; Path=/; Max-Age=60"]);
    expect(await setCookieOf({ cookie: "flash=otpVerified", query: "status=303" })).toEqual([]);
    expect(await setCookieOf({ cookie: "flash=otpVerified", query: "status=500" })).toEqual([]);
    expect(await setCookieOf({ cookie: "flash=otpVerified", method: "POST" })).toEqual([]);
  });

  it("is deleted only by the answer that carries the root loader's data, not by the scripts fetched beside it", async () => {
    const expired = [expect.stringMatching(/^flash=; Max-Age=0;/)];
    expect(await setCookieOf({ cookie: "flash=otpVerified", path: "/_root.data" })).toEqual(expired);
    expect(await setCookieOf({ cookie: "flash=otpVerified", path: "/orders.data", query: "_routes=root,routes/orders" })).toEqual(expired);
    expect(await setCookieOf({ cookie: "flash=otpVerified", path: "/orders.data", query: "_routes=routes/orders" })).toEqual([]);
    expect(await setCookieOf({ cookie: "flash=otpVerified", path: "/assets/home-1.js" })).toEqual([]);
  });
});
