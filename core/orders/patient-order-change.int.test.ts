import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { createOrder, createPatient } from "../payments/test-support";
import { getPatientOrder } from "./get-patient-order";

const db = testDb();

describe("what the tracking page offers the patient to change", () => {
  it("shows the agent's first name and the visit as dd/mm/yyyy and a 12-hour clock", async () => {
    const owner = await createPatient(db);
    const id = await createOrder(db, owner, { status: "Agent Assigned" });
    await db.updateTable("sample_requests").set({ agent_name: "Sumit Roy", agent_assign_date: "2026-11-25", agent_assign_time: "14:30", agent_status: "Assigned" }).where("id", "=", id).execute();
    expect((await getPatientOrder(db, { userId: owner.id, orderId: id }))?.agent).toEqual({ name: "Sumit", assignDate: "25/11/2026", assignTime: "2:30 pm", status: "Assigned" });
  });

  it("offers the other open slots up to 2 hours before the slot starts, then says to call support", async () => {
    const owner = await createPatient(db);
    const id = await createOrder(db, owner);
    // The afternoon half of 25/11 starts at 12:00 in Kolkata (06:30 UTC).
    await db.updateTable("sample_requests").set({ date: "2026-11-25 2nd Half" }).where("id", "=", id).execute();
    const early = await getPatientOrder(db, { userId: owner.id, orderId: id, language: "hi", now: new Date("2026-11-25T04:00:00Z") });
    expect({ ...early, change: early?.change && { ...early.change, slots: early.change.slots.slice(0, 5) } }).toMatchObject({ slot: "25/11/2026, दोपहर बाद (दूसरा हिस्सा)", change: { reschedule: true, tooLate: false, cancel: true, paid: false, slots: ["today-1", "tomorrow-1", "tomorrow-2", "2026-11-27-1", "2026-11-27-2"] } });
    expect(early?.change?.slots.at(-1)).toBe("2026-12-01-2");
    const late = await getPatientOrder(db, { userId: owner.id, orderId: id, now: new Date("2026-11-25T05:00:00Z") });
    expect(late?.change).toMatchObject({ reschedule: false, tooLate: true, slots: [], cancel: true });
  });

  it("offers nothing once the agent has left or the sample is taken; a cancelled order shows why and its refund", async () => {
    const owner = await createPatient(db);
    const started = await createOrder(db, owner, { status: "Agent Assigned" });
    await db.updateTable("sample_requests").set({ agent_started_at: new Date() }).where("id", "=", started).execute();
    expect((await getPatientOrder(db, { userId: owner.id, orderId: started }))?.change).toBeNull();
    const collected = await createOrder(db, owner, { status: "Sample Collected" });
    expect((await getPatientOrder(db, { userId: owner.id, orderId: collected }))?.change).toBeNull();
    const cancelled = await createOrder(db, owner, { status: "Cancelled" });
    await db
      .updateTable("sample_requests")
      .set({ cancel_reason: "Travelling", cancelled_by: "patient", cancelled_at: new Date("2026-11-24T10:00:00Z"), refund_status: "Due" })
      .where("id", "=", cancelled)
      .execute();
    expect(await getPatientOrder(db, { userId: owner.id, orderId: cancelled })).toMatchObject({
      change: null,
      cancellation: { reason: "Travelling", by: "patient", at: "24/11/2026, 3:30 pm", refund: "Due" },
    });
  });
});
