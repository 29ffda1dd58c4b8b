import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import type { FileStorage } from "../core/files/file-storage";
import { recordingMessageQueue } from "../core/messaging/message-queue";
import { outboxMessenger } from "../core/messaging/outbox-messenger";
import { buildDataExport } from "../core/privacy/build-data-export";
import { createOrder } from "../core/payments/test-support";
import { testDb } from "../db/test-support/test-db";
import enMyData from "../app/i18n/locales/en/myData.json" with { type: "json" };
import hiMyData from "../app/i18n/locales/hi/myData.json" with { type: "json" };
import { resultsTexts } from "./results-texts";
import type { Services } from "./services";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let storage: FileStorage;
let services: Services;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, storage, services, close } = await startInProcessApp(db));
}, 180_000);
afterAll(async () => close?.());

const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"));

async function user(role: "patient" | "admin" | "lab", name = `${role} user`) {
  const phone = `7${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  const { id } = await db.insertInto("users").values({ phone, name, role, health_data_consent_at: role === "patient" ? new Date() : null }).returning("id").executeTakeFirstOrThrow();
  const { token } = await createSession(db, { userId: id });
  return { id, phone, cookie: `nikat_session=${token}` };
}

async function orderWithPrescription(owner: { id: number; phone: string }) {
  const id = await createOrder(db, owner);
  const key = await storage.put(PNG, { kind: "prescription", owner: owner.id });
  await db.updateTable("sample_requests").set({ prescription: key, prescription_type: "image/png" }).where("id", "=", id).execute();
  return id;
}

const get = (url: string, cookie: string) => app.inject({ method: "GET", url, headers: { cookie } });
const post = (url: string, cookie: string, fields: Record<string, string>) =>
  app.inject({ method: "POST", url, headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, payload: new URLSearchParams(fields).toString() });
// The in-process app runs no job runner: its queue is the recording one (server/services.ts).
const queued = () => (services.dataExports as unknown as { queued: number[] }).queued;

describe("/account/data", () => {
  it("is a logged-in patient's page, in their language; a visitor goes to login", async () => {
    const visitor = await get("/account/data", "");
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe("/login?redirectTo=%2Faccount%2Fdata");
    const patient = await user("patient");
    for (const [lang, texts] of [["en", enMyData], ["hi", hiMyData]] as const) {
      const page = await get("/account/data", `${patient.cookie}; lang=${lang}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("private, no-store");
      expect(page.body).toContain(`>${texts.title}</h1>`);
      expect(page.body).toContain(texts.download.prepare);
      expect(page.body).toContain('href="/account/data"');
    }
  });

  it("prepares one export per click while none is prepared, builds it, and hands it to its owner only", async () => {
    const owner = await user("patient", "Anita Roy");
    const stranger = await user("patient");
    const orderId = await orderWithPrescription(owner);
    const before = queued().length;
    for (let i = 0; i < 2; i++) {
      const asked = await post("/account/data", `${owner.cookie}; lang=en`, { intent: "prepare-export" });
      expect(asked.statusCode).toBe(302);
      expect(asked.headers.location).toBe("/account/data?done=prepared#download");
    }
    const rows = await db.selectFrom("data_exports").select(["id", "state", "language"]).where("account_id", "=", owner.id).execute();
    expect(rows).toEqual([{ id: expect.any(Number), state: "preparing", language: "en" }]);
    expect(queued().slice(before)).toEqual([rows[0]!.id]);
    const preparing = await get("/account/data", `${owner.cookie}; lang=en`);
    expect(preparing.body).toContain('data-testid="export-preparing"');
    expect(preparing.body).not.toContain('data-testid="prepare-export"');

    await buildDataExport({ db, storage, messenger: outboxMessenger(db), messageQueue: recordingMessageQueue(), publicUrl: "http://localhost", resultsText: resultsTexts }, rows[0]!.id);
    const ready = await get("/account/data", `${owner.cookie}; lang=en`);
    const href = `/account/data/export/${rows[0]!.id}`;
    expect(ready.body).toContain(`href="${href}"`);

    const download = await get(href, owner.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="nikat-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(download.headers["cache-control"]).toBe("private, no-store");
    expect(download.rawPayload.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    expect(Number(download.headers["content-length"])).toBe(download.rawPayload.length);
    expect(orderId).toBeGreaterThan(0);

    // Another account, a visitor, a made-up id: the same 404, and nothing about the owner.
    for (const [who, cookie, url] of [["stranger", stranger.cookie, href], ["visitor", "", href], ["unknown", owner.cookie, "/account/data/export/999999999999"], ["not an id", owner.cookie, "/account/data/export/01"]] as const) {
      const refused = await get(url, cookie);
      expect(refused.statusCode, who).toBe(404);
      expect(refused.headers["content-type"], who).not.toBe("application/zip");
    }
    // The stranger's own page has no export of the owner's.
    expect((await get("/account/data", stranger.cookie)).body).not.toContain(href);
  });

  it("lists a staff download of the account's prescription in 'Who opened my data', and only in that account's list", async () => {
    const owner = await user("patient");
    const stranger = await user("patient");
    await orderWithPrescription(stranger);
    const orderId = await orderWithPrescription(owner);
    const admin = await user("admin", "Farida Begum");
    const before = await get("/account/data", `${owner.cookie}; lang=en`);
    expect(before.body).toContain('data-testid="reads-none"');

    const opened = await get(`/staff/requests/${orderId}/prescription`, admin.cookie);
    expect(opened.statusCode).toBe(200);
    const page = await get("/staff/requests/" + orderId, admin.cookie);
    expect(page.statusCode).toBe(200);

    const after = await get("/account/data", `${owner.cookie}; lang=en`);
    expect(after.body).toContain('data-testid="reads"');
    const reads = after.body.slice(after.body.indexOf('data-testid="reads"'), after.body.indexOf('id="rights"'));
    expect(reads).toContain(`${enMyData.reads.roles.admin}: Farida`);
    expect(reads).not.toContain("Begum");
    expect(reads).toContain(enMyData.reads.things.prescription);
    expect(reads).toContain(enMyData.reads.things.request);
    expect(reads).toContain(`Order #${orderId}`);

    const strangers = await get("/account/data", `${stranger.cookie}; lang=en`);
    expect(strangers.body).toContain('data-testid="reads-none"');
    expect(strangers.body).not.toContain("Farida");
  });

  it("withdraws a consent from the page and says so; a post for a consent not in force is refused with its message", async () => {
    const owner = await user("patient");
    const done = await post("/account/data", `${owner.cookie}; lang=en`, { intent: "withdraw-health-data" });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/account/data?done=withdrawn#consents");
    expect((await db.selectFrom("users").select("health_data_consent_at").where("id", "=", owner.id).executeTakeFirstOrThrow()).health_data_consent_at).toBeNull();
    const again = await post("/account/data", `${owner.cookie}; lang=en`, { intent: "withdraw-health-data" });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain("This consent is not given now");
    const bad = await post("/account/data", `${owner.cookie}; lang=en`, { intent: "withdraw-guardian", memberId: "abc" });
    expect(bad.statusCode).toBe(400);
  });
});
