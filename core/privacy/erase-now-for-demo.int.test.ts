import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { randomPhone } from "../auth/test-support";
import { localFileStorage } from "../files/local-file-storage";
import { simplePdf } from "../files/simple-pdf";
import { recordingMessenger } from "../messaging/messenger";
import { nextInvoiceNumber } from "../payments/next-invoice-number";
import { eraseNowForDemo } from "./erase-now-for-demo";
import { requestErasure } from "./erasure-request";

const db = testDb();

describe("demo mode's erasure now (issue #34's end-to-end test)", () => {
  it("carries out a waiting erasure at once and reports the orders' files gone and the invoice kept, in the database and the storage", async () => {
    const storage = localFileStorage(mkdtempSync(path.join(os.tmpdir(), "nikat-erase-now-")));
    const messenger = recordingMessenger(db, "test", async () => "test-1");
    const phone = randomPhone();
    const { id: accountId } = await db.insertInto("users").values({ phone, name: "Rina Das" }).returning("id").executeTakeFirstOrThrow();
    const prescription = await storage.put(simplePdf(["prescription"]), { kind: "prescription", owner: accountId });
    const invoiceNumber = await db.transaction().execute((tx) => nextInvoiceNumber(tx));
    const invoiceKey = await storage.put(simplePdf(["invoice"]), { kind: "invoice", owner: accountId });
    const base = { uid: accountId, phone, name: "Anita Das", address: "5 Lake Road", city: "Kolkata", state: "West Bengal", pincode: "700029", status: "Cancelled" };
    const { id: withFile } = await db.insertInto("sample_requests").values({ ...base, prescription, prescription_type: "application/pdf" }).returning("id").executeTakeFirstOrThrow();
    const { id: invoiced } = await db.insertInto("sample_requests").values({ ...base, invoice_number: invoiceNumber, invoice_date: new Date(), payment_status: "Success" }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("invoice_files").values({ invoice_number: invoiceNumber, language: "en", file_key: invoiceKey, sha256: "0".repeat(64), size: 1 }).execute();

    expect(await eraseNowForDemo({ db, storage, messenger }, { phone })).toBeUndefined();
    expect(await requestErasure(db, { accountId, lastDigits: phone.slice(-4) })).toMatchObject({ ok: true });

    const report = await eraseNowForDemo({ db, storage, messenger }, { phone });
    expect(report).toEqual({
      outcome: "erased",
      orders: [
        { id: withFile, name: "", phone: "", prescription: false, report: false, invoiceNumber: null },
        { id: invoiced, name: "Anita Das", phone: "", prescription: false, report: false, invoiceNumber },
      ],
      personalFiles: { before: 1, stored: 0 },
      invoiceFiles: { before: 1, stored: 1 },
    });
    expect(await storage.get(prescription)).toBeNull();
    // Done once: the number no longer has an erasure waiting.
    expect(await eraseNowForDemo({ db, storage, messenger }, { phone })).toBeUndefined();
  });
});
