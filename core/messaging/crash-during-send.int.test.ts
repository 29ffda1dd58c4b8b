import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, describe, expect, it, inject } from "vitest";
import { createDb } from "../../db/client";
import { testDb } from "../../db/test-support/test-db";
import { randomPhone } from "../auth/test-support";
import { CLAIM_ABANDONED_AFTER_MS, failAbandonedClaims } from "./fail-abandoned-claims";
import { recordingMessenger } from "./messenger";
import { requeueStrandedMessages, STRANDED_AFTER_MS } from "./requeue-stranded-messages";
import { recordingMessageQueue } from "./message-queue";

const db = testDb();

/** The process that dies: its own pool, named so the test can cut its connections the way a crash does. */
const crashingName = `nikat-crash-${randomUUID()}`;
const crashingUrl = new URL(inject("databaseUrl"));
crashingUrl.searchParams.set("application_name", crashingName);
const crashing = createDb(crashingUrl.toString(), { max: 2 });
afterAll(() => void crashing.destroy().catch(() => {}));

describe("a crash between WhatsApp accepting a message and recording it (decision 0016)", () => {
  it("never sends it again: the claim is given up as outcome_unknown, not retried, not re-queued", async () => {
    const accepted: number[] = [];
    const dies = recordingMessenger(crashing, "whatsapp-cloud", async (_message, messageId) => {
      accepted.push(messageId);
      // WhatsApp has accepted; now the process dies: its database connections go, and it never answers again.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${crashingName}`.execute(db);
      return new Promise<string>(() => {});
    });
    const next = recordingMessenger(db, "whatsapp-cloud", async (_message, messageId) => {
      accepted.push(messageId);
      return `wamid.${messageId}`;
    });
    const id = await next.store({ to: randomPhone(), template: "payment_confirmed", language: "en", params: { id: "1" } });

    void dies.deliver(id);
    while (accepted.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));

    // The job's next try, in a process that is alive.
    expect(await next.deliver(id)).toBeNull();
    // The outbox sweep, long after.
    const queue = recordingMessageQueue();
    await requeueStrandedMessages({ db, messageQueue: queue }, { now: new Date(Date.now() + STRANDED_AFTER_MS + 60_000) });
    expect(queue.queued).not.toContain(id);
    // Given up once the claim is clearly abandoned, and then never sent.
    expect(await failAbandonedClaims(db, { now: new Date(Date.now() + 60_000) })).toBe(0);
    expect(await failAbandonedClaims(db, { now: new Date(Date.now() + CLAIM_ABANDONED_AFTER_MS + 60_000) })).toBeGreaterThanOrEqual(1);
    expect(await next.deliver(id)).toBeNull();

    expect(accepted).toEqual([id]);
    const row = await db.selectFrom("messages").select(["state", "error_code", "attempts"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "failed", error_code: "outcome_unknown", attempts: 1 });
  });

  it("a live sender's outcome is recorded on its own claim, even one the sweep already gave up", async () => {
    let release: (providerId: string) => void = () => {};
    const slow = recordingMessenger(db, "whatsapp-cloud", () => new Promise<string>((resolve) => (release = resolve)));
    const id = await slow.store({ to: randomPhone(), template: "payment_confirmed", language: "en", params: { id: "2" } });
    const delivering = slow.deliver(id);
    while ((await db.selectFrom("messages").select("state").where("id", "=", id).executeTakeFirstOrThrow()).state !== "sending") {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await failAbandonedClaims(db, { now: new Date(Date.now() + CLAIM_ABANDONED_AFTER_MS + 60_000) });
    release("wamid.late");
    expect(await delivering).toEqual({ ok: true, messageId: id, providerId: "wamid.late" });
    const row = await db.selectFrom("messages").select(["state", "provider_id", "error_code"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: "sent", provider_id: "wamid.late", error_code: null });
  });
});
