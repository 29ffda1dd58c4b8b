import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { createLab, createRequest } from "../orders/test-support";
import { nextInvoiceNumber } from "../payments/next-invoice-number";
import { localFileStorage } from "../files/local-file-storage";
import { recordingMessenger } from "../messaging/messenger";
import { eraseAccount } from "../privacy/erase-account";
import { invoiceVerificationCode } from "./invoice-verification-code";
import { verificationCodeFor } from "./verification-code-for";
import { verifyDocument } from "./verify-document";

const db = testDb();

async function reportedOrder() {
  const lab = await createLab(db);
  const order = await createRequest(db, { labId: lab, status: "Report Generated" });
  await db
    .updateTable("sample_requests")
    .set({ name: "Mitali Rani Ghosh", report: "report/aaaa", report_date: new Date("2026-11-20T06:00:00Z"), tests: JSON.stringify([{ test_name: "Lipid Profile", amount_paise: 60_000 }, { test_name: "HbA1c", amount_paise: 40_000 }]) })
    .where("id", "=", order.id)
    .execute();
  return order;
}
const reportCode = (orderId: number, document = "report/aaaa") => verificationCodeFor(db, { orderId, kind: "report", document, dated: new Date("2026-11-20T06:00:00Z") });

describe("verification codes", () => {
  it("give a document one code for good, made once however many ask at once", async () => {
    const order = await reportedOrder();
    const codes = await Promise.all(Array.from({ length: 6 }, () => reportCode(order.id)));
    expect(new Set(codes).size).toBe(1);
    expect(await reportCode(order.id)).toBe(codes[0]);
    const rows = await db.selectFrom("verification_codes").selectAll().where("request_id", "=", order.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("give another document of the same order (a replaced report, the invoice) a code of its own", async () => {
    const order = await reportedOrder();
    const first = await reportCode(order.id);
    expect(await reportCode(order.id, "report/bbbb")).not.toBe(first);
    expect(await verificationCodeFor(db, { orderId: order.id, kind: "invoice", document: "77", dated: new Date() })).not.toBe(first);
  });

  it("show only the lab, the date, the tests and the patient's initials", async () => {
    const order = await reportedOrder();
    const found = await verifyDocument(db, await reportCode(order.id));
    expect(found).toEqual({ kind: "report", lab: "Test Lab", date: "20/11/2026", tests: ["Lipid Profile", "HbA1c"], initials: "M. R. G.", replaced: false });
    expect(JSON.stringify(found)).not.toMatch(/Mitali|Ghosh|Hazra|700026|report\/aaaa/);
    expect(JSON.stringify(found)).not.toContain(order.phone);
  });

  it("say so when the lab has replaced the report since, and find nothing once the report is gone", async () => {
    const order = await reportedOrder();
    const code = await reportCode(order.id);
    await db.updateTable("sample_requests").set({ report: "report/cccc" }).where("id", "=", order.id).execute();
    expect(await verifyDocument(db, code)).toMatchObject({ replaced: true });
    await db.updateTable("sample_requests").set({ report: null }).where("id", "=", order.id).execute();
    expect(await verifyDocument(db, code)).toBeUndefined();
  });

  it("find nothing for an unknown code", async () => {
    expect(await verifyDocument(db, "0000000000")).toBeUndefined();
  });

  it("check an invoice by its number, with the invoice's date", async () => {
    const order = await reportedOrder();
    // From the real series: the payments test checks that the database's invoice numbers have no gaps.
    const number = await nextInvoiceNumber(db);
    await db.updateTable("sample_requests").set({ invoice_number: number, invoice_date: new Date("2026-11-18T08:00:00Z"), payment_status: "Success" }).where("id", "=", order.id).execute();
    const code = await invoiceVerificationCode(db, number);
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
    expect(await invoiceVerificationCode(db, number)).toBe(code);
    expect(await verifyDocument(db, code!)).toMatchObject({ kind: "invoice", date: "18/11/2026", initials: "M. R. G.", replaced: false });
    expect(await invoiceVerificationCode(db, 2_000_000_000)).toBeUndefined();
  });

  it("stop checking an erased account's reports, and keep checking its invoice, which tax law keeps", async () => {
    const order = await reportedOrder();
    await db.updateTable("sample_requests").set({ invoice_number: await nextInvoiceNumber(db), payment_status: "Success" }).where("id", "=", order.id).execute();
    const { invoice_number } = await db.selectFrom("sample_requests").select("invoice_number").where("id", "=", order.id).executeTakeFirstOrThrow();
    const report = await reportCode(order.id);
    const invoice = await invoiceVerificationCode(db, invoice_number!);
    const erasure = await db.insertInto("account_erasures").values({ account_id: order.uid, state: "erasing", requested_at: new Date(), due_at: new Date() }).returning("id").executeTakeFirstOrThrow();
    const storage = localFileStorage(mkdtempSync(path.join(os.tmpdir(), "nikat-verify-")));
    await eraseAccount({ db, storage, messenger: recordingMessenger(db, "test", async () => "sent") }, erasure.id);
    expect(await verifyDocument(db, report)).toBeUndefined();
    expect(await db.selectFrom("verification_codes").select("code").where("code", "=", report).executeTakeFirst()).toBeUndefined();
    expect(await verifyDocument(db, invoice!)).toMatchObject({ kind: "invoice", initials: "M. R. G." });
  });
});
