import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { lastCodeSentTo, randomClientAddress, randomPhone } from "../core/auth/test-support";
import { createRequest } from "../core/orders/test-support";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

/** Security review M2: a redirect target that resolves to "//host" must never leave as a Location. */
const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 180_000);
afterAll(async () => close?.());

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const PAYLOADS = ["/.//evil.example/phish", "/..//evil.example", "/%2e//evil.example", "/.\\/evil.example"];

describe("redirects after login and from the language globe stay on this site", () => {
  it.each(PAYLOADS)("a real WhatsApp login with redirectTo=%s goes home", async (target) => {
    const phone = randomPhone();
    const remoteAddress = randomClientAddress();
    const asked = await app.inject({ method: "POST", url: "/login", headers: FORM, remoteAddress, payload: new URLSearchParams({ intent: "request-code", phone }).toString() });
    expect(asked.statusCode).toBe(200);
    const code = await lastCodeSentTo(db, phone);
    const verified = await app.inject({ method: "POST", url: "/login", headers: FORM, remoteAddress, payload: new URLSearchParams({ intent: "verify-code", phone, code, redirectTo: target }).toString() });
    expect(verified.statusCode).toBe(302);
    expect(String(verified.headers["set-cookie"])).toContain("nikat_session=");
    expect(verified.headers.location).toBe("/");
  });

  it("a real login keeps a same-site redirectTo", async () => {
    const phone = randomPhone();
    const remoteAddress = randomClientAddress();
    await app.inject({ method: "POST", url: "/login", headers: FORM, remoteAddress, payload: new URLSearchParams({ intent: "request-code", phone }).toString() });
    const code = await lastCodeSentTo(db, phone);
    const verified = await app.inject({ method: "POST", url: "/login", headers: FORM, remoteAddress, payload: new URLSearchParams({ intent: "verify-code", phone, code, redirectTo: "/faq?x=1" }).toString() });
    expect(verified.headers.location).toBe("/faq?x=1");
  });

  it.each(PAYLOADS)("GET /login?redirectTo=%s while logged in goes home", async (target) => {
    const { uid } = await createRequest(db);
    const { token } = await createSession(db, { userId: uid });
    const response = await app.inject({ method: "GET", url: `/login?redirectTo=${encodeURIComponent(target)}`, headers: { cookie: `nikat_session=${token}` } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
  });

  it.each(PAYLOADS)("POST /language with redirectTo=%s goes home", async (target) => {
    const response = await app.inject({ method: "POST", url: "/language", headers: FORM, payload: new URLSearchParams({ current: "en", redirectTo: target }).toString() });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
  });

  it("POST /language keeps a same-site page", async () => {
    const response = await app.inject({ method: "POST", url: "/language", headers: FORM, payload: new URLSearchParams({ current: "en", redirectTo: "/faq" }).toString() });
    expect(response.headers.location).toBe("/faq");
  });
});
