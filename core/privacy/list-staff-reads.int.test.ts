import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { writeAudit } from "../audit/write-audit";
import { randomPhone } from "../auth/test-support";
import { INVOICE_LINK_OPENED } from "../invoices/open-invoice-link";
import { listStaffReads } from "./list-staff-reads";

const db = testDb();

async function accountWithOrder() {
  const phone = randomPhone();
  const { id: accountId } = await db.insertInto("users").values({ phone }).returning("id").executeTakeFirstOrThrow();
  const { id: orderId } = await db
    .insertInto("sample_requests")
    .values({ uid: accountId, phone, name: "Anita Das", address: "5 Lake Road", city: "Kolkata", state: "West Bengal", pincode: "700029" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { accountId, orderId };
}

describe("who opened my data (issue #34)", () => {
  it("lists an invoice opened through its shared link as the link's, for the order's account only; a link row of another kind is not a read", async () => {
    const owner = await accountWithOrder();
    const other = await accountWithOrder();
    await writeAudit(db, { actor: "link", action: INVOICE_LINK_OPENED, entity: "sample_request", entityId: owner.orderId, after: { link: 1, as: "page" } });
    await writeAudit(db, { actor: "link", action: "prescription.view", entity: "sample_request", entityId: owner.orderId });
    await writeAudit(db, { actor: "patient", action: INVOICE_LINK_OPENED, entity: "sample_request", entityId: owner.orderId });

    expect(await listStaffReads(db, owner.accountId)).toEqual([{ at: expect.any(Date), role: "link", firstName: null, what: "invoice", orderId: owner.orderId }]);
    expect(await listStaffReads(db, other.accountId)).toEqual([]);
  });
});
