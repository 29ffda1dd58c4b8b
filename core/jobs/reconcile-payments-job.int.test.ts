import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import PgBoss from "pg-boss";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { decideSandboxPayment } from "../payments/sandbox-gateway";
import { startPayment } from "../payments/start-payment";
import { TEST_SECRET, createOrder, createPatient, testPaymentDeps } from "../payments/test-support";
import { JOBS_SCHEMA, startJobRunner, type JobRunner } from "./job-runner";
import { CLAIM_ABANDONED_AFTER_MS } from "../messaging/fail-abandoned-claims";
import { PAYMENTS_RECONCILE_QUEUE, reconcilePaymentsJob } from "./reconcile-payments-job";

const db = testDb();
const deps = testPaymentDeps(db);
const runners: JobRunner[] = [];
let sender: PgBoss | undefined;
afterAll(async () => {
  await sender?.stop({ graceful: false, wait: true });
  await Promise.all(runners.map((runner) => runner.stop({ timeoutMs: 2_000 })));
});

describe("the payments-reconcile job", () => {
  it("is scheduled every minute on a singleton queue, and its worker finishes an abandoned payment", async () => {
    // Two processes register the job, as two app instances would.
    const [a, b] = await Promise.all(
      [0, 1].map(() => startJobRunner({ connectionString: inject("databaseUrl"), messenger: deps.messenger, pollingIntervalSeconds: 1 })),
    );
    runners.push(a!, b!);
    await a!.schedule(reconcilePaymentsJob(deps));
    await b!.schedule(reconcilePaymentsJob(deps));

    const { rows: queues } = await sql<{ policy: string }>`select policy from ${sql.table(`${JOBS_SCHEMA}.queue`)} where name = ${PAYMENTS_RECONCILE_QUEUE}`.execute(db);
    expect(queues).toEqual([{ policy: "singleton" }]);
    const { rows: schedules } = await sql<{ cron: string }>`select cron from ${sql.table(`${JOBS_SCHEMA}.schedule`)} where name = ${PAYMENTS_RECONCILE_QUEUE}`.execute(db);
    expect(schedules).toEqual([{ cron: "* * * * *" }]);

    // The payer paid and closed the window; no poll and no callback reached us.
    const patient = await createPatient(db);
    const id = await createOrder(db, patient);
    const started = await startPayment(deps, { userId: patient.id, requestId: id, language: "en", origin: "https://nikat.test" });
    const { merchant_order_id } = await db.selectFrom("payments").select("merchant_order_id").where("id", "=", started.attemptId).executeTakeFirstOrThrow();
    await decideSandboxPayment({ db, secret: TEST_SECRET }, merchant_order_id, "success");
    await db.updateTable("payments").set({ next_check_at: new Date(Date.now() - 1_000) }).where("id", "=", started.attemptId).execute();

    // What the schedule sends each minute, sent now instead of waiting for the clock.
    sender = new PgBoss({ connectionString: inject("databaseUrl"), schema: JOBS_SCHEMA, max: 1, supervise: false, schedule: false });
    sender.on("error", () => {});
    await sender.start();
    await sender.send(PAYMENTS_RECONCILE_QUEUE, {});

    const until = Date.now() + 15_000;
    let order = await db.selectFrom("sample_requests").select(["status", "payment_status"]).where("id", "=", id).executeTakeFirstOrThrow();
    while (order.payment_status !== "Success" && Date.now() < until) {
      await sleep(100);
      order = await db.selectFrom("sample_requests").select(["status", "payment_status"]).where("id", "=", id).executeTakeFirstOrThrow();
    }
    expect(order).toEqual({ status: "Paid", payment_status: "Success" });
  }, 30_000);

  it("gives up a message whose send was claimed by a process that died during the call, without sending it", async () => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    const stale = new Date(Date.now() - CLAIM_ABANDONED_AFTER_MS - 60_000);
    const { id } = await db
      .insertInto("messages")
      .values({ to: phone, template: "payment_confirmed", language: "en", params: JSON.stringify({ id: "1" }), provider: "outbox", state: "sending", attempts: 1, updated_at: stale })
      .returning("id")
      .executeTakeFirstOrThrow();
    await reconcilePaymentsJob(deps).run();
    const row = await db.selectFrom("messages").select(["state", "error_code", "attempts"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "failed", error_code: "outcome_unknown", attempts: 1 });
    expect(deps.messageQueue.queued).not.toContain(id);
  });
});

