import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { simplePdf } from "../core/files/simple-pdf";
import { createLab, createRequest, createStaff } from "../core/orders/test-support";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

/**
 * Review M5: every state-changing post with a foreign Origin (a sibling origin of the same site, another site, a
 * sandboxed frame's "null") is refused with a translated 403 before anything changes; the same post from our own
 * origin, or without Origin (curl), still works; the signed webhooks are the one exception.
 */
const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;
const SELF = "http://localhost:80";
const OWN_ORIGIN = "http://localhost";
const FOREIGN = ["http://localhost:3409", "https://evil.example", "null"];

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 180_000);
afterAll(async () => close?.());

async function patient(status = "Confirmed") {
  const order = await createRequest(db, { status });
  const { token } = await createSession(db, { userId: order.uid });
  return { ...order, cookie: `nikat_session=${token}; lang=en` };
}

const orderRow = (id: number) => db.selectFrom("sample_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const attempts = async (id: number) => (await db.selectFrom("payments").select("id").where("request_id", "=", id).execute()).length;
const FORM = "application/x-www-form-urlencoded";

function post(url: string, options: { cookie?: string; origin?: string; site?: string; body?: string; type?: string }) {
  return app.inject({
    method: "POST",
    url,
    headers: {
      host: new URL(SELF).host,
      "content-type": options.type ?? FORM,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
      ...(options.site ? { "sec-fetch-site": options.site } : {}),
    },
    payload: options.body ?? "",
  });
}

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Uint8Array }) {
  const boundary = "guardboundary";
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = Buffer.from(parts.join("") + (file ? `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n` : ""));
  const tail = Buffer.from(`${file ? "\r\n" : ""}--${boundary}--\r\n`);
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([head, Buffer.from(file?.bytes ?? []), tail]).toString("latin1") };
}

describe("the host refuses state-changing posts from another origin", () => {
  it.each(FOREIGN)("cancel from %s: 403 in the visitor's language, the order stays", async (origin) => {
    const order = await patient();
    const response = await post(`/trace/test/${order.id}/cancel`, { cookie: `${order.cookie.replace("lang=en", "lang=bn")}`, origin, body: "reason=Not+needed" });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain("অন্য একটি ওয়েবসাইট থেকে পাঠানো হয়েছিল");
    expect((await orderRow(order.id)).status).toBe("Confirmed");
  });

  it("cancel from our own origin, and without Origin, still works", async () => {
    const own = await patient();
    const answered = await post(`/trace/test/${own.id}/cancel`, { cookie: own.cookie, origin: OWN_ORIGIN, site: "same-origin", body: "reason=Not+needed" });
    expect(answered.statusCode).toBe(302);
    expect((await orderRow(own.id)).status).toBe("Cancelled");
    const curl = await patient();
    expect((await post(`/trace/test/${curl.id}/cancel`, { cookie: curl.cookie, body: "reason=Not+needed" })).statusCode).toBe(302);
    expect((await orderRow(curl.id)).status).toBe("Cancelled");
  });

  it("without Origin, Sec-Fetch-Site: cross-site is refused; same-site passes", async () => {
    const order = await patient();
    expect((await post(`/trace/test/${order.id}/cancel`, { cookie: order.cookie, site: "cross-site", body: "reason=x" })).statusCode).toBe(403);
    expect((await orderRow(order.id)).status).toBe("Confirmed");
  });

  it("reschedule: foreign 403 and the slot stays; own origin is not refused", async () => {
    const order = await patient();
    const before = (await orderRow(order.id)).date;
    const refused = await post(`/trace/test/${order.id}/reschedule`, { cookie: order.cookie, origin: FOREIGN[0], body: "slot=tomorrow-2" });
    expect(refused.statusCode).toBe(403);
    expect((await orderRow(order.id)).date).toBe(before);
    const own = await post(`/trace/test/${order.id}/reschedule`, { cookie: order.cookie, origin: OWN_ORIGIN, body: "slot=tomorrow-2" });
    expect(own.statusCode).not.toBe(403);
  });

  it("pay: foreign 403 and no attempt is opened; own origin opens one", async () => {
    const order = await patient();
    await db.updateTable("sample_requests").set({ amount_paise: 50_000, payment_status: "Pending", tests: JSON.stringify([{ test_name: "CBC", amount_paise: 50_000 }]) }).where("id", "=", order.id).execute();
    expect((await post(`/trace/test/${order.id}/pay`, { cookie: order.cookie, origin: FOREIGN[1] })).statusCode).toBe(403);
    expect(await attempts(order.id)).toBe(0);
    const own = await post(`/trace/test/${order.id}/pay`, { cookie: order.cookie, origin: OWN_ORIGIN });
    expect(own.statusCode).toBe(302);
    expect(await attempts(order.id)).toBe(1);
  });

  it("the booking upload: foreign 403 and nothing stored; own origin reaches the form's checks", async () => {
    const order = await patient();
    const count = async () => (await db.selectFrom("sample_requests").select("id").where("uid", "=", order.uid).execute()).length;
    const form = multipart({ name: "Mitali Ghosh", requestKey: "x" });
    expect((await post("/booking/sample-request", { cookie: order.cookie, origin: FOREIGN[0], ...form })).statusCode).toBe(403);
    expect(await count()).toBe(1);
    const own = await post("/booking/sample-request", { cookie: order.cookie, origin: OWN_ORIGIN, ...form });
    expect(own.statusCode).toBe(400);
  });

  it("the language globe: foreign 403 without a cookie; own origin switches", async () => {
    const refused = await post("/language", { origin: FOREIGN[2], body: "current=en&redirectTo=/faq" });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["set-cookie"]).toBeUndefined();
    const own = await post("/language", { origin: OWN_ORIGIN, body: "current=en&redirectTo=/faq" });
    expect(own.statusCode).toBe(302);
    expect(String(own.headers["set-cookie"])).toContain("lang=hi");
  });

  it("the demo order: foreign 403 and no order; own origin makes one", async () => {
    const order = await patient();
    const count = async () => (await db.selectFrom("sample_requests").select("id").where("uid", "=", order.uid).execute()).length;
    expect((await post("/dev/demo-order", { cookie: order.cookie, origin: FOREIGN[1] })).statusCode).toBe(403);
    expect(await count()).toBe(1);
    expect((await post("/dev/demo-order", { cookie: order.cookie, origin: OWN_ORIGIN })).statusCode).toBe(302);
    expect(await count()).toBe(2);
  });

  it("an admin's report upload: foreign 403 and no report; own origin stores it", async () => {
    const lab = await createLab(db);
    const order = await createRequest(db, { status: "Sample Collected", labId: lab });
    const admin = await createStaff(db, "admin");
    const cookie = `nikat_session=${(await createSession(db, { userId: admin.id })).token}`;
    const seen = (await orderRow(order.id)).updated_at.toISOString();
    const upload = () => multipart({ intent: "upload-report", formKey: "a".repeat(24), seen }, { name: "report", bytes: simplePdf(["report"]) });
    expect((await post(`/staff/requests/${order.id}/report`, { cookie, origin: FOREIGN[0], ...upload() })).statusCode).toBe(403);
    expect((await orderRow(order.id)).report).toBeNull();
    const own = await post(`/staff/requests/${order.id}/report`, { cookie, origin: OWN_ORIGIN, ...upload() });
    expect(own.statusCode).toBe(302);
    expect((await orderRow(order.id)).report).not.toBeNull();
  });

  it("every other post too: page actions, the page-view beacon, the sandbox, PUT/PATCH/DELETE; a .data post gets JSON", async () => {
    for (const [method, url] of [["POST", "/login"], ["POST", "/services"], ["POST", "/api/v1/page-views"], ["POST", "/sandbox/pay/NK1-x"], ["PUT", "/faq"], ["PATCH", "/faq"], ["DELETE", "/faq"], ["POST", "/logout"]] as const) {
      const response = await app.inject({ method, url, headers: { origin: "https://evil.example", "content-type": FORM }, payload: "" });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const data = await post("/trace/test/1/cancel.data", { origin: FOREIGN[1], body: "reason=x" });
    expect(data.statusCode).toBe(403);
    expect(JSON.parse(data.body).error.message).toContain("another website");
  });

  it("GET and HEAD are never refused for their Origin", async () => {
    const response = await app.inject({ method: "GET", url: "/faq", headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(response.statusCode).toBe(200);
  });

  it("the signed webhooks take posts from anywhere and check their signature instead", async () => {
    const response = await app.inject({ method: "POST", url: "/webhooks/payments", headers: { origin: "https://evil.example", "content-type": "application/json" }, payload: "{}" });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /logout from another site does not end the session", () => {
  it("a cross-site or sibling-origin navigation shows a button that posts; the session stays", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const order = await patient();
      const response = await app.inject({ method: "GET", url: "/logout", headers: { cookie: order.cookie, "sec-fetch-site": site } });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers["set-cookie"])).not.toContain("nikat_session");
      expect(response.body).toContain('<form action="/logout" method="post">');
      expect(response.body).toContain("A link from another website asked to log you out");
      const still = await app.inject({ method: "GET", url: `/trace/test/${order.id}`, headers: { cookie: order.cookie } });
      expect(still.statusCode).toBe(200);
    }
  });

  it("a typed address, our own link, an old browser, and the button's post all log out", async () => {
    for (const headers of [{ "sec-fetch-site": "none" }, { "sec-fetch-site": "same-origin" }, {}]) {
      const order = await patient();
      const response = await app.inject({ method: "GET", url: "/logout", headers: { cookie: order.cookie, ...headers } });
      expect(String(response.headers["set-cookie"])).toContain("nikat_session=;");
      const after = await app.inject({ method: "GET", url: `/trace/test/${order.id}`, headers: { cookie: order.cookie } });
      expect(after.statusCode).toBe(302);
    }
    const order = await patient();
    const posted = await post("/logout", { cookie: order.cookie, origin: OWN_ORIGIN });
    expect(posted.statusCode).toBe(200);
    const after = await app.inject({ method: "GET", url: `/trace/test/${order.id}`, headers: { cookie: order.cookie } });
    expect(after.statusCode).toBe(302);
  });
});
