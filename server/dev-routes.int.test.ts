import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../app/routes";
import { createSession } from "../core/auth/sessions";
import { createRequest } from "../core/orders/test-support";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

/**
 * Issue 25: the /dev/* pages (the outbox, the demo order) exist only in demo mode and say so on the page; outside
 * demo mode every one of them, read or posted, is 404 and changes nothing. Every /dev route in app/routes.ts is
 * tried, so a new one cannot slip past.
 */
const db = testDb();
let demo: { app: FastifyInstance; close: () => Promise<void> };
let production: { app: FastifyInstance; close: () => Promise<void> };
let patient = { uid: 0, cookie: "" };

const DEV_PATHS = routes.map((route) => route.path ?? "").filter((path) => path.startsWith("/dev/"));

beforeAll(async () => {
  demo = await startInProcessApp(db);
  production = await startInProcessApp(db, { hostAppEnv: "production" });
  const order = await createRequest(db);
  patient = { uid: order.uid, cookie: `nikat_session=${(await createSession(db, { userId: order.uid })).token}` };
}, 240_000);
afterAll(async () => {
  await demo?.close();
  await production?.close();
});

const orders = async () => (await db.selectFrom("sample_requests").select("id").where("uid", "=", patient.uid).execute()).length;

describe("/dev/* routes", () => {
  it("are the outbox, the demo order, the demo's expiry of invoice links, its end of an erasure's cooling-off and the WhatsApp simulator", () => {
    expect(DEV_PATHS.sort()).toEqual(["/dev/demo-order", "/dev/erase-now", "/dev/expire-invoice-link", "/dev/outbox", "/dev/whatsapp"]);
  });

  it("the WhatsApp simulator sends a message through the webhook's code and shows the reply", async () => {
    const phone = `7${String(Date.now()).slice(-9)}`;
    const form = new FormData();
    form.set("phone", phone);
    form.set("intent", "text");
    form.set("body", "Hi");
    const request = new Request("http://form.invalid/", { method: "POST", body: form });
    const response = await demo.app.inject({
      method: "POST",
      url: "/dev/whatsapp",
      headers: { "content-type": request.headers.get("content-type")! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/dev/whatsapp?phone=${phone}`);
    expect(await db.selectFrom("whatsapp_chat_inbound").select("text").where("phone", "=", phone).execute()).toEqual([{ text: "Hi" }]);
    const page = await demo.app.inject({ method: "GET", url: `/dev/whatsapp?phone=${phone}` });
    expect(page.body).toContain("Welcome to Nikat. Please choose your language.");
    expect(page.body).toContain("हिन्दी");
  });

  it.each(DEV_PATHS)("%s says on the page that it is for demo mode only", async (path) => {
    const response = await demo.app.inject({ method: "GET", url: path, headers: { cookie: patient.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/Demo mode/);
  });

  it.each(DEV_PATHS.flatMap((path) => [["GET", path], ["POST", path], ["GET", `${path}.data`]] as const))("%s %s answers 404 in production and changes nothing", async (method, url) => {
    const before = await orders();
    const response = await production.app.inject({ method, url, headers: { cookie: patient.cookie, "content-type": "application/x-www-form-urlencoded" }, payload: method === "POST" ? "stage=confirmed" : undefined });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/outbox|demo-order|Demo order/i);
    if (!url.endsWith(".data")) expect(response.body).toContain("This page does not exist.");
    expect(await orders()).toBe(before);
  });
});
