import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nextInvoiceNumber } from "../payments/next-invoice-number";
import { testDb } from "../../db/test-support/test-db";
import { unzipInto } from "../../test-support/unzip";
import { randomPhone } from "../auth/test-support";
import { writeAudit } from "../audit/write-audit";
import { localFileStorage } from "../files/local-file-storage";
import { simplePdf } from "../files/simple-pdf";
import { recordingMessageQueue } from "../messaging/message-queue";
import { outboxMessenger } from "../messaging/outbox-messenger";
import { buildDataExport, EXPORT_FOLDER } from "./build-data-export";
import { recordingDataExportQueue } from "./data-export-queue";
import type { DataExport } from "./data-export-format";
import { findDataExportDownload } from "./find-data-export-download";
import { getDataExport } from "./get-data-export";
import { requestDataExport } from "./request-data-export";
import { sweepDataExports } from "./sweep-data-exports";

const db = testDb();
const root = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-export-test-"));
afterAll(() => fs.rm(root, { recursive: true, force: true }));
const storage = localFileStorage(path.join(root, "files"));
const PUBLIC_URL = "https://nikat.example";

async function patient(name = "Anita Roy") {
  const phone = randomPhone();
  const { id } = await db.insertInto("users").values({ phone, name, health_data_consent_at: new Date("2026-11-01T10:00:00Z") }).returning("id").executeTakeFirstOrThrow();
  return { id, phone };
}

/** An order with a prescription, a report and a printed invoice, each in the storage, and its first step audited. */
async function orderWithFiles(owner: { id: number; phone: string }) {
  const prescription = new Uint8Array(randomBytes(300));
  const report = simplePdf(["Haemoglobin 13.1 g/dL"]);
  const invoice = simplePdf(["Invoice"]);
  const prescriptionKey = await storage.put(prescription, { kind: "prescription", owner: owner.id });
  const reportKey = await storage.put(report, { kind: "report", owner: owner.id });
  const invoiceKey = await storage.put(invoice, { kind: "invoice", owner: owner.id });
  // From the real series: the payments test checks that the database's invoice numbers have no gaps.
  const invoiceNumber = await nextInvoiceNumber(db);
  const { id } = await db
    .insertInto("sample_requests")
    .values({
      uid: owner.id,
      phone: owner.phone,
      name: "Gopal Ghosh",
      status: "Report Generated",
      payment_status: "Success",
      amount_paise: 95_000,
      payment_amount_paise: 95_000,
      tests: JSON.stringify([{ test_name: "Complete Blood Count (CBC)", amount_paise: 35_000 }, { test_name: "Lipid Profile", amount_paise: 60_000 }]),
      address: "12, Park Street, Kolkata",
      prescription: prescriptionKey,
      prescription_type: "image/jpeg",
      report: reportKey,
      report_type: "application/pdf",
      invoice_number: invoiceNumber,
      consent_at: new Date("2026-11-01T10:00:00Z"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("invoice_files").values({ invoice_number: invoiceNumber, language: "hi", file_key: invoiceKey, sha256: "0".repeat(64), size: invoice.byteLength }).execute();
  // The lab's values (issue #28): haemoglobin published and corrected once; a draft that is not the patient's yet.
  const published = new Date("2026-11-05T10:00:00Z");
  const haemoglobin = await db
    .insertInto("result_values")
    .values({ request_id: id, parameter: "haemoglobin", value_number: 13.1, unit: "g/dL", entered_at: published, published_at: published })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("result_values").values({ request_id: id, parameter: "total-cholesterol", value_number: 250, unit: "mg/dL", published_at: null }).execute();
  await db
    .insertInto("result_value_corrections")
    .values({ result_value_id: haemoglobin.id, request_id: id, parameter: "haemoglobin", old_value_number: 31.1, old_unit: "g/dL", old_entered_at: published, corrected_at: new Date("2026-11-05T12:00:00Z") })
    .execute();
  await writeAudit(db, { actorId: owner.id, actor: "patient", action: "sample_request.create", entity: "sample_request", entityId: id, after: { status: "Pending Confirmation" } });
  await writeAudit(db, { actorId: null, actor: "admin", action: "order.confirmTests", entity: "sample_request", entityId: id, before: { status: "Pending Confirmation" }, after: { status: "Confirmed" } });
  return { id, prescription, report, invoice };
}

/** The results catalogue's words as the host gives them: a marked name per parameter, the rest as its key. */
const resultsText = (language: string) => (key: string, values?: Record<string, string | number>) =>
  key.startsWith("parameters.") ? `${key.split(".")[1]} in ${language}` : [key, ...Object.values(values ?? {})].join(" ");

function deps() {
  return { db, storage, messenger: outboxMessenger(db), messageQueue: recordingMessageQueue(), publicUrl: PUBLIC_URL, resultsText };
}

async function unpack(key: string): Promise<string> {
  const stored = await storage.get(key);
  if (!stored) throw new Error("archive missing");
  const into = await fs.mkdtemp(path.join(root, "unpacked-"));
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  await unzipInto(Buffer.concat(chunks), into);
  return path.join(into, EXPORT_FOLDER);
}

describe("download my data", () => {
  it("builds one archive with the account's orders, amounts in paise, steps, messages and files, and announces it on WhatsApp", async () => {
    const owner = await patient();
    const other = await patient("Someone Else");
    const order = await orderWithFiles(owner);
    await orderWithFiles(other);
    const queue = recordingDataExportQueue();
    const now = new Date("2026-11-26T06:00:00Z");
    const requested = await requestDataExport({ db, queue }, { accountId: owner.id, language: "hi", now });
    expect(requested.started).toBe(true);
    expect(queue.queued).toEqual([requested.exportId]);
    expect(await getDataExport(db, owner.id, now)).toMatchObject({ state: "preparing", id: requested.exportId });

    const job = deps();
    expect(await buildDataExport(job, requested.exportId, now)).toBe(true);
    const view = await getDataExport(db, owner.id, now);
    expect(view).toMatchObject({ state: "ready", id: requested.exportId, expiresAt: new Date("2026-12-03T06:00:00Z") });

    const row = await db.selectFrom("data_exports").selectAll().where("id", "=", requested.exportId).executeTakeFirstOrThrow();
    expect(row.file_key).toMatch(/^export\/[0-9a-f]{32}$/);
    const folder = await unpack(row.file_key!);
    const data = JSON.parse(await fs.readFile(path.join(folder, "data.json"), "utf8")) as DataExport;
    expect(data).toMatchObject({ format: "nikat-data-export", version: 1, language: "hi", account: { id: owner.id, phone: owner.phone, name: "Anita Roy" } });
    expect(data.orders.map((o) => o.id)).toEqual([order.id]);
    expect(data.orders[0]).toMatchObject({
      status: "Report Generated",
      amountPaise: 95_000,
      tests: [{ name: "Complete Blood Count (CBC)", amountPaise: 35_000 }, { name: "Lipid Profile", amountPaise: 60_000 }],
      payment: { status: "Success", paidPaise: 95_000 },
      statusHistory: [
        { by: "patient", action: "sample_request.create", statusBefore: null, statusAfter: "Pending Confirmation" },
        { by: "admin", action: "order.confirmTests", statusBefore: "Pending Confirmation", statusAfter: "Confirmed" },
      ],
    });
    // Published values only, each with its name, range and flag, and the value it replaced.
    expect(data.orders[0]!.results).toEqual([
      {
        parameter: "haemoglobin",
        loinc: "718-7",
        name: "haemoglobin in hi",
        value: 13.1,
        code: null,
        unit: "g/dL",
        range: { low: expect.any(Number), high: expect.any(Number) },
        flag: "in-range",
        publishedAt: "2026-11-05T10:00:00.000Z",
        corrections: [{ value: 31.1, code: null, unit: "g/dL", enteredAt: "2026-11-05T10:00:00.000Z", correctedAt: "2026-11-05T12:00:00.000Z" }],
      },
    ]);
    expect(data.consents).toEqual([expect.objectContaining({ kind: "health_data", active: true })]);
    // The files, byte for byte, where data.json says they are.
    const byKind = Object.fromEntries(data.files.map((f) => [f.kind, f]));
    expect(Object.keys(byKind).sort()).toEqual(["invoice", "prescription", "report"]);
    expect(Buffer.from(await fs.readFile(path.join(folder, byKind.prescription!.path))).equals(Buffer.from(order.prescription))).toBe(true);
    expect(Buffer.from(await fs.readFile(path.join(folder, byKind.report!.path))).equals(Buffer.from(order.report))).toBe(true);
    expect(Buffer.from(await fs.readFile(path.join(folder, byKind.invoice!.path))).equals(Buffer.from(order.invoice))).toBe(true);
    expect(byKind.report!.size).toBe(order.report.byteLength);
    // The summary is in the language asked in, and links the files.
    const summary = await fs.readFile(path.join(folder, "summary.html"), "utf8");
    expect(summary).toContain('<html lang="hi">');
    expect(summary).toContain("मेरा डेटा");
    expect(summary).toContain(`ऑर्डर #${order.id}`);
    expect(summary).toContain(`href="${byKind.report!.path}"`);
    expect(summary).not.toContain("Someone Else");
    expect(summary).toContain("haemoglobin in hi: 13.1 g/dL");
    expect(summary).toContain("flags.inRange");
    expect(summary).toContain("रिपोर्ट के बाद सुधारी गई");
    expect(summary).not.toContain("total-cholesterol");

    const messages = await db.selectFrom("messages").select(["id", "template", "language", "params"]).where("to", "=", owner.phone).execute();
    expect(messages).toEqual([{ id: expect.any(Number), template: "data_export_ready", language: "hi", params: { link: `${PUBLIC_URL}/account/data` } }]);
    expect(job.messageQueue.queued).toEqual([messages[0]!.id]);
    // Built once: another try of the same job finds it ready and does nothing.
    expect(await buildDataExport(job, requested.exportId, now)).toBe(false);
  });

  it("is a .zip, streamed: a file the storage lost is left out and listed with size null; a storage that refuses the archive fails the try, nothing half-stored", async () => {
    const owner = await patient();
    const order = await orderWithFiles(owner);
    const lost = (await db.selectFrom("sample_requests").select("report").where("id", "=", order.id).executeTakeFirstOrThrow()).report!;
    await storage.delete(lost);
    const now = new Date("2026-11-26T06:00:00Z");
    const first = await requestDataExport({ db, queue: recordingDataExportQueue() }, { accountId: owner.id, language: "en", now });
    expect(await buildDataExport(deps(), first.exportId, now)).toBe(true);
    const key = (await db.selectFrom("data_exports").select("file_key").where("id", "=", first.exportId).executeTakeFirstOrThrow()).file_key!;
    const stored = await storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    const zip = Buffer.concat(chunks);
    expect(zip.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    expect(stored!.size).toBe(zip.length);
    const into = await fs.mkdtemp(path.join(root, "lost-"));
    const names = await unzipInto(zip, into);
    // The files first, then what describes them.
    expect(names.slice(-2)).toEqual([`${EXPORT_FOLDER}/data.json`, `${EXPORT_FOLDER}/summary.html`]);
    const data = JSON.parse(await fs.readFile(path.join(into, EXPORT_FOLDER, "data.json"), "utf8")) as DataExport;
    const report = data.files.find((f) => f.kind === "report")!;
    expect(report.size).toBeNull();
    expect(names).not.toContain(`${EXPORT_FOLDER}/${report.path}`);
    expect(data.files.find((f) => f.kind === "prescription")!.size).toBe(order.prescription.byteLength);

    const again = await requestDataExport({ db, queue: recordingDataExportQueue() }, { accountId: owner.id, language: "en", now });
    const refusing = { ...storage, put: async (body: Parameters<typeof storage.put>[0]) => {
      if (body instanceof Uint8Array) throw new Error("storage down");
      body.resume();
      throw new Error("storage down");
    } };
    await expect(buildDataExport({ ...deps(), storage: refusing }, again.exportId, now)).rejects.toThrow("storage down");
    expect(await db.selectFrom("data_exports").select(["state", "file_key"]).where("id", "=", again.exportId).executeTakeFirstOrThrow()).toEqual({ state: "preparing", file_key: null });
  });

  it("prepares one export at a time per account: a second click while it is prepared starts nothing", async () => {
    const owner = await patient();
    const queue = recordingDataExportQueue();
    const first = await requestDataExport({ db, queue }, { accountId: owner.id, language: "en" });
    const second = await requestDataExport({ db, queue }, { accountId: owner.id, language: "en" });
    const both = await Promise.all([requestDataExport({ db, queue }, { accountId: owner.id, language: "en" }), requestDataExport({ db, queue }, { accountId: owner.id, language: "en" })]);
    expect(second).toEqual({ exportId: first.exportId, started: false });
    expect(both.map((b) => b.exportId)).toEqual([first.exportId, first.exportId]);
    expect(queue.queued).toEqual([first.exportId]);
    expect(await db.selectFrom("data_exports").select("id").where("account_id", "=", owner.id).execute()).toHaveLength(1);
  });

  it("gives the archive to its owner only, until it expires; a new one replaces the old, whose file is deleted", async () => {
    const owner = await patient();
    const stranger = await patient();
    const now = new Date("2026-11-26T06:00:00Z");
    const queue = recordingDataExportQueue();
    const first = await requestDataExport({ db, queue }, { accountId: owner.id, language: "en", now });
    await buildDataExport(deps(), first.exportId, now);
    expect(await findDataExportDownload(db, { accountId: owner.id, exportId: first.exportId, now })).toBeDefined();
    expect(await findDataExportDownload(db, { accountId: stranger.id, exportId: first.exportId, now })).toBeUndefined();
    expect(await findDataExportDownload(db, { accountId: owner.id, exportId: first.exportId, now: new Date("2026-12-03T06:00:01Z") })).toBeUndefined();
    expect(await getDataExport(db, owner.id, new Date("2026-12-03T06:00:01Z"))).toEqual({ state: "none" });

    const firstKey = (await db.selectFrom("data_exports").select("file_key").where("id", "=", first.exportId).executeTakeFirstOrThrow()).file_key!;
    const second = await requestDataExport({ db, queue }, { accountId: owner.id, language: "en", now });
    expect(second.started).toBe(true);
    await buildDataExport(deps(), second.exportId, now);
    expect(await db.selectFrom("data_exports").select("id").where("account_id", "=", owner.id).execute()).toEqual([{ id: second.exportId }]);
    expect(await storage.get(firstKey)).toBeNull();
  });

  it("sweeps: deletes an export past its 7 days with its file, queues again one left preparing, gives up after four tries", async () => {
    const owner = await patient();
    const now = new Date("2026-11-26T06:00:00Z");
    const queue = recordingDataExportQueue();
    const built = await requestDataExport({ db, queue }, { accountId: owner.id, language: "en", now });
    await buildDataExport(deps(), built.exportId, now);
    const key = (await db.selectFrom("data_exports").select("file_key").where("id", "=", built.exportId).executeTakeFirstOrThrow()).file_key!;
    const stalledOwner = await patient();
    const stalled = await requestDataExport({ db, queue }, { accountId: stalledOwner.id, language: "en", now });
    const hopelessOwner = await patient();
    const hopeless = await requestDataExport({ db, queue }, { accountId: hopelessOwner.id, language: "en", now });
    await db.updateTable("data_exports").set({ attempts: 4 }).where("id", "=", hopeless.exportId).execute();

    const sweepQueue = recordingDataExportQueue();
    // Six days later: nothing is old enough to go; the two still preparing are stalled.
    // (The sweep sees the whole database: other files' exports may go; this test checks its own.)
    await sweepDataExports({ db, storage, queue: sweepQueue }, new Date("2026-12-02T06:00:00Z"));
    expect(await db.selectFrom("data_exports").select("id").where("id", "=", built.exportId).execute()).toEqual([{ id: built.exportId }]);
    expect(sweepQueue.queued).toContain(stalled.exportId);
    expect(sweepQueue.queued).not.toContain(hopeless.exportId);
    expect((await db.selectFrom("data_exports").select("state").where("id", "=", hopeless.exportId).executeTakeFirstOrThrow()).state).toBe("failed");
    expect(await storage.get(key)).not.toBeNull();

    await sweepDataExports({ db, storage, queue: sweepQueue }, new Date("2026-12-03T06:00:00Z"));
    expect(await db.selectFrom("data_exports").select("id").where("id", "=", built.exportId).execute()).toEqual([]);
    expect(await storage.get(key)).toBeNull();
  });
});
