import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { afterAll, describe, expect, it, inject } from "vitest";
import { createDb } from "../../db/client";
import type { PaymentGateway } from "./gateway";
import { sandboxGateway } from "./sandbox-gateway";
import { CREATE_ABANDONED_AFTER_MS, startPayment } from "./start-payment";
import { createOrder, createPatient, TEST_SECRET, testPaymentDeps } from "./test-support";

// Two connections: one held during the gateway call would leave a single one for everything else.
const db = createDb(inject("databaseUrl"), { max: 2 });
afterAll(() => db.destroy());
const origin = "https://nikat.test";

/** The sandbox, answering Pay Now only after `ms`; `calls` counts the orders asked for. */
function slowGateway(ms: number) {
  const sandbox = sandboxGateway({ db, secret: TEST_SECRET });
  const counted = { calls: 0 };
  const gateway: PaymentGateway = {
    ...sandbox,
    name: sandbox.name,
    async createPayment(input) {
      counted.calls++;
      await sleep(ms);
      return sandbox.createPayment(input);
    },
  };
  return Object.assign(counted, { gateway });
}

describe("Pay Now calls the gateway with no transaction open", () => {
  it("a slow gateway holds neither a pool connection nor the order's lock; a double tap gets the same attempt", async () => {
    const slow = slowGateway(1_500);
    const deps = testPaymentDeps(db, slow.gateway);
    const patient = await createPatient(db);
    const id = await createOrder(db, patient);
    const first = startPayment(deps, { userId: patient.id, requestId: id, language: "en", origin });
    const second = startPayment(deps, { userId: patient.id, requestId: id, language: "en", origin });
    while (slow.calls === 0) await sleep(20);

    const started = performance.now();
    // Staff changing the order meanwhile are not kept waiting by the patient's gateway call.
    await db.transaction().execute(async (tx) => {
      await sql`set local lock_timeout = '300ms'`.execute(tx);
      await tx.selectFrom("sample_requests").select("id").where("id", "=", id).forUpdate().execute();
    });
    expect(performance.now() - started).toBeLessThan(500);

    const [a, b] = await Promise.all([first, second]);
    expect(slow.calls).toBe(1);
    expect(b.attemptId).toBe(a.attemptId);
    expect([a.reused, b.reused].sort()).toEqual([false, true]);
  }, 20_000);

  it("an attempt left without a payment page by a crash is closed, and the next Pay Now starts afresh", async () => {
    const deps = testPaymentDeps(db);
    const patient = await createPatient(db);
    const id = await createOrder(db, patient);
    const crashedAt = new Date(Date.now() - CREATE_ABANDONED_AFTER_MS - 1_000);
    const { id: abandoned } = await db
      .insertInto("payments")
      .values({
        request_id: id,
        uid: patient.id,
        gateway: "sandbox",
        merchant_order_id: `NK${id}-crashed`,
        amount_paise: 95_000,
        language: "en",
        expires_at: new Date(crashedAt.getTime() + 20 * 60_000),
        next_check_at: crashedAt,
        created_at: crashedAt,
        updated_at: crashedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const started = await startPayment(deps, { userId: patient.id, requestId: id, language: "en", origin });
    expect(started.attemptId).not.toBe(abandoned);
    expect(await db.selectFrom("payments").select(["state", "error_code"]).where("id", "=", abandoned).executeTakeFirstOrThrow()).toEqual({ state: "expired", error_code: "CREATE_ABANDONED" });
  });
});
