import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { createOrder, createPatient } from "../payments/test-support";
import { findReportDownload } from "./find-report-download";
import { getPatientOrder } from "./get-patient-order";

const db = testDb();

describe("a patient's order", () => {
  it("is found for its owner only; another patient gets the same nothing as for a missing order", async () => {
    const owner = await createPatient(db);
    const other = await createPatient(db);
    const id = await createOrder(db, owner);
    const order = await getPatientOrder(db, { userId: owner.id, orderId: id });
    expect(order).toMatchObject({
      id,
      amount: "₹950",
      tests: [
        { name: "Complete Blood Count (CBC)", amount: "₹350" },
        { name: "Lipid Profile", amount: "₹600" },
      ],
      agentCode: "123456",
      mapsUrl: "https://www.google.com/maps/search/?api=1&query=22.5726,88.3639",
      actions: { pay: true, report: false, invoice: false },
      tracker: { index: 1, cancelled: false },
    });
    expect(await getPatientOrder(db, { userId: other.id, orderId: id })).toBeUndefined();
    expect(await getPatientOrder(db, { userId: other.id, orderId: 999_999_999 })).toBeUndefined();
  });

  it("shows 'N/A' (null) for an unpriced order and no Pay Now", async () => {
    const owner = await createPatient(db);
    const id = await createOrder(db, owner, { amountPaise: null });
    expect(await getPatientOrder(db, { userId: owner.id, orderId: id })).toMatchObject({ amount: null, tests: [], actions: { pay: false } });
  });

  it("offers the report only to its owner once generated, and audits each download", async () => {
    const owner = await createPatient(db);
    const other = await createPatient(db);
    const id = await createOrder(db, owner, { status: "Sample Collected" });
    await db.updateTable("sample_requests").set({ report: "reports/abc.pdf" }).where("id", "=", id).execute();
    expect(await findReportDownload(db, { userId: owner.id, orderId: id })).toBeUndefined();
    await db.updateTable("sample_requests").set({ status: "Report Generated" }).where("id", "=", id).execute();
    expect(await findReportDownload(db, { userId: other.id, orderId: id })).toBeUndefined();
    expect(await findReportDownload(db, { userId: owner.id, orderId: id })).toEqual({ key: "reports/abc.pdf" });
    const audits = await db.selectFrom("audit_log").select(["action", "actor_id"]).where("entity", "=", "sample_request").where("entity_id", "=", String(id)).execute();
    expect(audits).toEqual([{ action: "report.download", actor_id: owner.id }]);
  });
});
