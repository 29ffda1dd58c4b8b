import fs from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { randomPhone } from "../core/auth/test-support";
import { SESSION_COOKIE } from "../core/auth/session-cookie";
import { concat } from "../core/files/malformed-file";
import { ascii, exifWithGps, has, jpegWithSegment, pdfWithCatalog, pngChunk, pngClaiming, pngWith } from "../core/files/test-support/crafted-files";
import { PRESCRIPTION_MAX_BYTES } from "../core/files/upload-limits";
import type { FileStorage } from "../core/files/file-storage";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let storage: FileStorage;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, storage, close } = await startInProcessApp(db));
}, 120_000);
afterAll(async () => close?.());

const photo = new Uint8Array(await fs.readFile(new URL("../core/files/test-files/photo.jpg", import.meta.url)));

async function patient(): Promise<{ id: number; phone: string; cookie: string }> {
  const phone = randomPhone();
  const { id } = await db.insertInto("users").values({ phone }).returning("id").executeTakeFirstOrThrow();
  const { token } = await createSession(db, { userId: id });
  return { id, phone, cookie: `${SESSION_COOKIE}=${token}; lang=en` };
}

const fields = (extra: Record<string, string> = {}) => ({
  name: "Anita Roy",
  age: "67",
  gender: "Female",
  village: "Behala",
  address: "14 Diamond Harbour Road",
  city: "Kolkata",
  pincode: "700034",
  slot: "tomorrow-2",
  consent: "on",
  ...extra,
});

/** The bytes and Content-Type a browser sends for this form (fields first, the file last, as the page's form). */
async function multipart(values: Record<string, string>, file?: { bytes: Uint8Array; name: string; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  if (file) form.set("prescription", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? "image/jpeg" }));
  const request = new Request("http://form.invalid/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
}

async function post(url: string, cookie: string, body: { payload: Buffer; type: string }) {
  return app.inject({ method: "POST", url, headers: { cookie, "content-type": body.type, accept: "application/json" }, payload: body.payload });
}

describe("booking through the one form pipeline", () => {
  it("a valid booking is stored and its message waits in the queue (stored with the request, sent by a job)", async () => {
    const who = await patient();
    const response = await post("/booking/sample-request", who.cookie, await multipart(fields(), { bytes: photo, name: "p.jpg" }));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ ok: boolean; id: number }>();
    expect(body.ok).toBe(true);
    const messages = await db.selectFrom("messages").select(["state", "params"]).where("to", "=", who.phone).where("template", "=", "sample_request_received").execute();
    expect(messages).toEqual([{ state: "queued", params: expect.objectContaining({ id: String(body.id) }) }]);
  });

  it("a photo with a location in its APP2 segment and a PNG with a private chunk are stored re-encoded, without it", async () => {
    const exif = concat([ascii("Exif\0\0"), exifWithGps()]);
    const uploads = [
      { bytes: jpegWithSegment(0xe2, concat([ascii("ICC_PROFILE\0"), new Uint8Array([1, 1]), exif])), name: "p.jpg", type: "image/jpeg" },
      { bytes: pngWith(pngChunk("prVt", ascii("GPS-POSITION-OF-THE-HOME"))), name: "p.png", type: "image/png" },
    ];
    for (const upload of uploads) {
      const who = await patient();
      const response = await post("/booking/sample-request", who.cookie, await multipart(fields(), upload));
      expect(response.statusCode).toBe(200);
      const row = await db.selectFrom("sample_requests").select(["prescription", "prescription_type"]).where("uid", "=", who.id).executeTakeFirstOrThrow();
      expect(row.prescription_type).toBe(upload.type);
      const stored = await storage.get(row.prescription!);
      const bytes = Buffer.concat(await stored!.stream.toArray());
      expect(has(bytes, "GPS-POSITION-OF-THE-HOME")).toBe(false);
      expect(has(bytes, "prVt")).toBe(false);
      expect(bytes.equals(Buffer.from(upload.bytes))).toBe(false);
      expect((await sharp(bytes).metadata()).width).toBe(24);
    }
  });

  it("a 30000 × 30000 PNG is refused with the field's translated message, keeping what was typed", async () => {
    const who = await patient();
    const response = await post("/booking/sample-request", who.cookie, await multipart(fields(), { bytes: pngClaiming(30_000, 30_000), name: "p.png" }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ ok: false, fieldErrors: { prescription: "errors.prescriptionTooManyPixels" }, values: { name: "Anita Roy" } });
    expect(await db.selectFrom("sample_requests").select("id").where("uid", "=", who.id).execute()).toHaveLength(0);
  });

  it("a prescription PDF with a name-escaped script is refused with its translated message", async () => {
    const who = await patient();
    const pdf = pdfWithCatalog("/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>");
    const response = await post("/booking/sample-request", who.cookie, await multipart(fields(), { bytes: pdf, name: "p.pdf" }));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ ok: false, fieldErrors: { prescription: "errors.prescriptionPdfActive" } });
  });

  it("a 2 MB prescription reaches the booking's own checks instead of the host's 64 KB cap", async () => {
    const who = await patient();
    const response = await post("/booking/sample-request", who.cookie, await multipart(fields(), { bytes: new Uint8Array(2 * 1024 * 1024), name: "p.jpg" }));
    // 415: the bytes are no photo or PDF (the check's own answer), not the host's 413.
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ ok: false, fieldErrors: { prescription: "errors.prescriptionType" }, values: { name: "Anita Roy" } });
  });

  it("a file over 10 MB is refused by the field with 413, keeping what was typed before it", async () => {
    const who = await patient();
    const response = await post("/booking/sample-request", who.cookie, await multipart(fields(), { bytes: new Uint8Array(PRESCRIPTION_MAX_BYTES + 1), name: "p.jpg" }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ ok: false, fieldErrors: { prescription: "errors.prescriptionTooLarge" }, values: { name: "Anita Roy", city: "Kolkata" } });
    expect(await db.selectFrom("sample_requests").select("id").where("uid", "=", who.id).execute()).toHaveLength(0);
  });

  it("a visitor who is not logged in is refused before the body is read", async () => {
    const response = await post("/booking/sample-request", "lang=en", await multipart(fields(), { bytes: photo, name: "p.jpg" }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ ok: false, formError: "errors.bookingLoginFirst" });
  });

  it("without JavaScript the form posts to /booking: success goes back to the page it came from, showing the new request", async () => {
    const who = await patient();
    const body = await multipart(fields(), { bytes: photo, name: "p.jpg" });
    const response = await app.inject({ method: "POST", url: "/booking?back=%2Fblood-test-at-home", headers: { cookie: who.cookie, "content-type": body.type }, payload: body.payload });
    expect(response.statusCode).toBe(303);
    const rows = await db.selectFrom("sample_requests").select("id").where("uid", "=", who.id).execute();
    expect(rows).toHaveLength(1);
    expect(response.headers.location).toBe(`/blood-test-at-home?booked=${rows[0]?.id}#booking`);
  });

  it("?booked= shows the patient's own new request only: another patient's number shows nothing", async () => {
    const who = await patient();
    const body = await multipart(fields({ name: "Rina Sen" }), { bytes: photo, name: "p.jpg" });
    const posted = await app.inject({ method: "POST", url: "/booking?back=%2F", headers: { cookie: who.cookie, "content-type": body.type }, payload: body.payload });
    const page = await app.inject({ method: "GET", url: posted.headers.location as string, headers: { cookie: who.cookie } });
    expect(page.body).toContain('data-testid="booking-created"');
    expect(page.body).toContain("Rina Sen");
    const stranger = await patient();
    const theirs = await app.inject({ method: "GET", url: posted.headers.location as string, headers: { cookie: stranger.cookie } });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('data-testid="booking-created"');
    expect(theirs.body).not.toContain("Rina Sen");
  });

  it("without JavaScript a refusal shows the page with the message and what was typed; `back` never leaves the site", async () => {
    const who = await patient();
    const body = await multipart(fields({ name: "Rina Sen" }));
    const refused = await app.inject({ method: "POST", url: "/booking?back=%2F", headers: { cookie: who.cookie, "content-type": body.type }, payload: body.payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Please upload the prescription");
    expect(refused.body).toContain('value="Rina Sen"');
    const ok = await multipart(fields(), { bytes: photo, name: "p.jpg" });
    const away = await app.inject({ method: "POST", url: "/booking?back=%2F%2Fevil.example", headers: { cookie: who.cookie, "content-type": ok.type }, payload: ok.payload });
    expect(away.headers.location).toMatch(/^\/\?booked=\d+#booking$/);
  });

  it("the home-view paths keep the 64 KB cap of text forms", async () => {
    const who = await patient();
    const response = await app.inject({
      method: "POST",
      url: "/blood-test-at-home",
      headers: { cookie: who.cookie, "content-type": "multipart/form-data; boundary=x", "content-length": String(1024 * 1024) },
      payload: Buffer.alloc(1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
  });

  it("the host takes each route's cap from its module's handle: the upload routes take more than 64 KB, their neighbours do not", async () => {
    const post = (url: string) =>
      app.inject({ method: "POST", url, headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(1024 * 1024) }, payload: Buffer.alloc(1024 * 1024) });
    for (const url of ["/booking/sample-request", "/booking?back=%2F", "/staff/lab/12", "/staff/lab/12.data", "/staff/requests/12/report"]) {
      expect((await post(url)).statusCode, url).not.toBe(413);
    }
    for (const url of ["/staff/lab/12/report", "/staff/agent/12", "/staff/requests/12", "/contact-us", "/"]) expect((await post(url)).statusCode, url).toBe(413);
  });
});

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

async function requestWithFiles(owner: { id: number; phone: string }) {
  const report = await storage.put(PDF, { kind: "report", owner: owner.id });
  const prescription = await storage.put(photo, { kind: "prescription", owner: owner.id });
  const { id } = await db
    .insertInto("sample_requests")
    .values({ uid: owner.id, phone: owner.phone, name: "Anita Roy", status: "Report Generated", report, prescription, prescription_type: "image/jpeg" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

const downloads = (id: number, action: string) =>
  db.selectFrom("audit_log").select("id").where("entity", "=", "sample_request").where("entity_id", "=", String(id)).where("action", "=", action).execute();

describe.each([
  ["report", "report.download", PDF, "application/pdf", "pdf"],
  ["prescription", "prescription.download", photo, "image/jpeg", "jpg"],
] as const)("the %s download", (kind, action, bytes, type, extension) => {
  it("streams the stored file to its owner as an attachment, never cached, with an audit row", async () => {
    const owner = await patient();
    const id = await requestWithFiles(owner);
    const response = await app.inject({ method: "GET", url: `/trace/test/${id}/${kind}`, headers: { cookie: owner.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(type);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${kind}-${id}.${extension}"`);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(new Uint8Array(response.rawPayload)).toEqual(bytes);
    expect(await downloads(id, action)).toHaveLength(1);
  });

  it("another patient and a logged-out visitor get 404, and nothing is recorded as downloaded", async () => {
    const owner = await patient();
    const other = await patient();
    const id = await requestWithFiles(owner);
    for (const cookie of [other.cookie, "lang=en"]) {
      const response = await app.inject({ method: "GET", url: `/trace/test/${id}/${kind}`, headers: { cookie } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("%PDF");
    }
    expect(await downloads(id, action)).toHaveLength(0);
  });
});
