import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { errorCode, testPaymentDeps } from "../payments/test-support";
import { startPayment } from "../payments/start-payment";
import { acceptAmount } from "./accept-amount";
import { confirmTests } from "./confirm-tests";
import { getPatientOrder } from "./get-patient-order";
import { createLab, createRequest, createStaff, testOrderDeps } from "./test-support";

const db = testDb();
const deps = testOrderDeps(db);
const payments = testPaymentDeps(db);
const origin = "https://nikat.test";

async function catalogueTests() {
  const rows = await db.selectFrom("tests").select(["id", "price_paise"]).where("active", "=", true).orderBy("id").limit(3).execute();
  if (rows.length < 3) throw new Error("the test database has no catalogue");
  return rows;
}

/** A booking made from the basket at a shown price: confirmed, priced, and that price accepted by the patient. */
async function bookedAtShownPrice() {
  const [first, second] = await catalogueTests();
  if (!first || !second) throw new Error("no tests");
  const labId = await createLab(db);
  const request = await createRequest(db, { labId, status: "Confirmed" });
  const total = first.price_paise + second.price_paise;
  await db
    .updateTable("sample_requests")
    .set({ amount_paise: total, due_amount_paise: total, accepted_amount_paise: total, tests: JSON.stringify([]) })
    .where("id", "=", request.id)
    .execute();
  return { request, patient: { id: request.uid, role: "patient" as const }, total };
}

const templatesFor = async (orderId: number) =>
  (await db.selectFrom("messages").select("template").where("request_id", "=", orderId).orderBy("id").execute()).map((m) => m.template);

describe("a changed amount waits for the patient's yes", () => {
  it("stops Pay Now when staff change the amount of a booking at a shown price, until the patient accepts exactly the new amount", async () => {
    const { request, patient, total } = await bookedAtShownPrice();
    const admin = await createStaff(db, "admin");
    const [first, , third] = await catalogueTests();
    if (!first || !third) throw new Error("no tests");
    await confirmTests(deps, { orderId: request.id, actor: admin, testIds: [first.id, third.id] });
    const changed = first.price_paise + third.price_paise;
    expect(changed).not.toBe(total);
    expect(await templatesFor(request.id)).toEqual(["amount_changed"]);

    const waiting = await getPatientOrder(db, { userId: patient.id, orderId: request.id });
    expect(waiting?.actions.pay).toBe(false);
    expect(waiting?.amountToAccept).toMatchObject({ amountPaise: changed });
    expect(await errorCode(startPayment(payments, { userId: patient.id, requestId: request.id, language: "en", origin }))).toBe("409 amount_not_accepted");

    // The amount the page showed before another change by staff is not the one to accept.
    expect(await errorCode(acceptAmount(deps, { orderId: request.id, actor: patient, amountPaise: total }))).toBe("409 orderChanged");
    // Another patient cannot accept it for them.
    const stranger = await createRequest(db);
    expect(await errorCode(acceptAmount(deps, { orderId: request.id, actor: { id: stranger.uid, role: "patient" }, amountPaise: changed }))).toBe("404 order_not_found");

    await acceptAmount(deps, { orderId: request.id, actor: patient, amountPaise: changed });
    const accepted = await getPatientOrder(db, { userId: patient.id, orderId: request.id });
    expect(accepted?.actions.pay).toBe(true);
    expect(accepted?.amountToAccept).toBeNull();
    const started = await startPayment(payments, { userId: patient.id, requestId: request.id, language: "en", origin });
    expect(started.redirectUrl).toBeTruthy();
  });

  it("asks nothing when staff confirm the same total, or when staff priced the order alone (the prescription path)", async () => {
    const { request, patient, total } = await bookedAtShownPrice();
    const admin = await createStaff(db, "admin");
    const [first, second] = await catalogueTests();
    if (!first || !second) throw new Error("no tests");
    await confirmTests(deps, { orderId: request.id, actor: admin, testIds: [first.id, second.id] });
    expect(await templatesFor(request.id)).toEqual(["tests_confirmed"]);
    expect((await getPatientOrder(db, { userId: patient.id, orderId: request.id }))?.actions.pay).toBe(true);
    expect(total).toBe(first.price_paise + second.price_paise);

    const byStaff = await createRequest(db);
    await confirmTests(deps, { orderId: byStaff.id, actor: admin, testIds: [first.id] });
    await confirmTests(deps, { orderId: byStaff.id, actor: admin, testIds: [first.id, second.id] });
    expect(await templatesFor(byStaff.id)).toEqual(["tests_confirmed", "tests_confirmed"]);
    expect((await getPatientOrder(db, { userId: byStaff.uid, orderId: byStaff.id }))?.actions.pay).toBe(true);
  });
});
