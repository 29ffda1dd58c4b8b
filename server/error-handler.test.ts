import fastifyCookie from "@fastify/cookie";
import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { AppError } from "../core/errors/app-error";
import { installErrorHandler } from "./error-handler";

async function appWith(fail: () => never) {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  await app.register(fastifyCookie);
  app.get("/boom", async () => fail());
  app.get("/api/v1/boom", async () => fail());
  return app;
}

describe("the host's error handler", () => {
  it("answers a 5xx with a generic translated message and the request id, never the error's text or stack", async () => {
    const app = await appWith(() => {
      throw Object.assign(new Error("duplicate key for phone 9830012345, Rina Das"), { code: "23505" });
    });
    const error = vi.spyOn(app.log, "error");
    const response = await app.inject({ method: "GET", url: "/boom", headers: { cookie: "lang=hi" } });
    expect(response.statusCode).toBe(500);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("हमारी तरफ़ से कुछ गड़बड़ हो गई");
    expect(response.body).toMatch(/संदर्भ: [0-9a-z-]+/);
    expect(response.body).not.toMatch(/9830012345|Rina|23505|\bat \S+:\d+/);
    error.mockRestore();
  });

  it("answers machine endpoints in JSON, and a 4xx AppError with its own translated reason", async () => {
    const app = await appWith(() => {
      throw new AppError("payloadTooLarge", 413);
    });
    const response = await app.inject({ method: "GET", url: "/api/v1/boom", headers: { "accept-language": "bn" } });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe("close");
    expect(response.json()).toEqual({ error: { status: 413, message: "পাঠানো তথ্য এই ফর্মের জন্য খুব বড়। ছোট করে আবার চেষ্টা করুন।", requestId: expect.any(String) } });
  });
});
