import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { followOpenAttempt } from "./follow-open-attempt";
import { decideSandboxPayment } from "./sandbox-gateway";
import { startPayment } from "./start-payment";
import { TEST_SECRET, createOrder, createPatient, testPaymentDeps } from "./test-support";

const db = testDb();
const deps = testPaymentDeps(db);
const origin = "https://nikat.test";

describe("following an open payment attempt after the tracking page is loaded again", () => {
  it("finds the patient's open attempt as pending, then as completed once the gateway says so", async () => {
    const patient = await createPatient(db);
    const id = await createOrder(db, patient);
    expect(await followOpenAttempt(deps, { userId: patient.id, orderId: id })).toBeNull();

    const started = await startPayment(deps, { userId: patient.id, requestId: id, language: "en", origin });
    expect(await followOpenAttempt(deps, { userId: patient.id, orderId: id })).toMatchObject({ attemptId: started.attemptId, status: { state: "pending", held: false } });

    const row = await db.selectFrom("payments").select("merchant_order_id").where("id", "=", started.attemptId).executeTakeFirstOrThrow();
    await decideSandboxPayment({ db, secret: TEST_SECRET }, row.merchant_order_id, "success");
    // Past the 3 s between two questions to the gateway: this look asks it, and learns the payment went through.
    const later = new Date(Date.now() + 10_000);
    expect(await followOpenAttempt(deps, { userId: patient.id, orderId: id, now: later })).toMatchObject({ attemptId: started.attemptId, status: { state: "completed" } });
    expect(await followOpenAttempt(deps, { userId: patient.id, orderId: id, now: later })).toBeNull();
  });

  it("never follows another patient's attempt", async () => {
    const owner = await createPatient(db);
    const other = await createPatient(db);
    const id = await createOrder(db, owner);
    await startPayment(deps, { userId: owner.id, requestId: id, language: "en", origin });
    expect(await followOpenAttempt(deps, { userId: other.id, orderId: id })).toBeNull();
  });
});
