import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { isAppError } from "../errors/app-error";
import { getInvoice } from "../payments/get-invoice";
import { getStaffRequest } from "../staff/get-staff-request";
import { correctOrderName, ORDER_NAME_CORRECTED } from "./correct-order-name";
import { getPatientOrder } from "./get-patient-order";
import { createRequest, createStaff } from "./test-support";

const db = testDb();
const now = new Date("2026-11-25T10:00:00+05:30");
const later = new Date("2026-11-26T09:00:00+05:30");
const codeOf = (error: unknown) => (isAppError(error) ? { code: error.code, status: error.status } : error);
const nameOf = async (id: number) => (await db.selectFrom("sample_requests").select("name").where("id", "=", id).executeTakeFirstOrThrow()).name;

describe("correcting the name on a past order (issue #34)", () => {
  it("changes the order's name and records the earlier one: the order page and the console's history both say so", async () => {
    const order = await createRequest(db, { status: "Report Generated" });
    await correctOrderName(db, { accountId: order.uid, orderId: order.id, name: "  Mitali Ghoshal ", now });
    expect(await nameOf(order.id)).toBe("Mitali Ghoshal");
    const audit = await db.selectFrom("audit_log").select(["actor", "actor_id", "before", "after", "at"]).where("action", "=", ORDER_NAME_CORRECTED).where("entity_id", "=", String(order.id)).execute();
    expect(audit).toEqual([{ actor: "patient", actor_id: order.uid, before: { name: "Mitali Ghosh" }, after: { name: "Mitali Ghoshal" }, at: now }]);

    const page = await getPatientOrder(db, { userId: order.uid, orderId: order.id });
    expect(page).toMatchObject({ name: "Mitali Ghoshal", nameCorrections: [{ from: "Mitali Ghosh", to: "Mitali Ghoshal", at: "25/11/2026, 10:00 am" }], invoiceName: null });

    const admin = await createStaff(db, "admin");
    const staff = await getStaffRequest(db, order.id, { actor: admin });
    const step = staff?.history.find((entry) => entry.action === ORDER_NAME_CORRECTED);
    expect(step?.changes).toEqual([{ kind: "nameCorrected", values: { from: "Mitali Ghosh", to: "Mitali Ghoshal" } }]);
  });

  it("leaves an issued invoice in the name it was issued with, however often the name is corrected after it", async () => {
    const order = await createRequest(db, { status: "Report Generated" });
    await db.updateTable("sample_requests").set({ payment_status: "Success", invoice_number: 900_000 + order.id, invoice_date: now }).where("id", "=", order.id).execute();
    await correctOrderName(db, { accountId: order.uid, orderId: order.id, name: "Mitali Ghoshal", now });
    await correctOrderName(db, { accountId: order.uid, orderId: order.id, name: "Mitali Ghosal", now: later });
    expect((await getInvoice(db, 900_000 + order.id, { ownerId: order.uid }))?.patient.name).toBe("Mitali Ghosh");
    expect(await getPatientOrder(db, { userId: order.uid, orderId: order.id })).toMatchObject({
      name: "Mitali Ghosal",
      invoiceName: "Mitali Ghosh",
      nameCorrections: [
        { from: "Mitali Ghosh", to: "Mitali Ghoshal" },
        { from: "Mitali Ghoshal", to: "Mitali Ghosal" },
      ],
    });
  });

  it("refuses another account's order as not found and the same name again, changing nothing", async () => {
    const order = await createRequest(db);
    const other = await createRequest(db);
    expect(await correctOrderName(db, { accountId: other.uid, orderId: order.id, name: "Someone Else" }).catch(codeOf)).toEqual({ code: "order_not_found", status: 404 });
    expect(await correctOrderName(db, { accountId: order.uid, orderId: order.id, name: "Mitali Ghosh" }).catch(codeOf)).toEqual({ code: "nameUnchanged", status: 409 });
    expect(await nameOf(order.id)).toBe("Mitali Ghosh");
    const rows = await db.selectFrom("audit_log").select("id").where("action", "=", ORDER_NAME_CORRECTED).where("entity_id", "=", String(order.id)).execute();
    expect(rows).toEqual([]);
  });
});
