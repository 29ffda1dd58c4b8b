import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { STRANDED_AFTER_MS } from "../messaging/requeue-stranded-messages";
import { TEMPLATES, type TemplateName } from "../messaging/templates";
import { createPatient, testPaymentDeps } from "../payments/test-support";
import { reconcilePaymentsJob } from "./reconcile-payments-job";

const db = testDb();

describe("the outbox sweep after a crash", () => {
  it("queues again a stranded message of every type, not only the payment ones", async () => {
    const deps = testPaymentDeps(db);
    const patient = await createPatient(db);
    const stranded = new Date(Date.now() - STRANDED_AFTER_MS - 60_000);
    const templates = Object.keys(TEMPLATES) as TemplateName[];
    const ids = new Map<number, TemplateName>();
    for (const template of templates) {
      const params = Object.fromEntries(TEMPLATES[template].params.map((name) => [name, "x"]));
      const id = await deps.messenger.store({ to: patient.phone, template, language: "hi", params });
      await db.updateTable("messages").set({ updated_at: stranded }).where("id", "=", id).execute();
      ids.set(id, template);
    }

    await reconcilePaymentsJob(deps).run();

    const requeued = [...ids].filter(([id]) => deps.messageQueue.queued.includes(id)).map(([, template]) => template);
    expect(requeued.sort()).toEqual([...templates].sort());
  });
});
