import { setTimeout as sleep } from "node:timers/promises";
import type PgBoss from "pg-boss";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { DeliveryError, recordingMessenger, type OutgoingMessage, type Transport } from "../messaging/messenger";
import { INVOICE_PRINT_QUEUE } from "../invoices/invoice-print-job";
import { DATA_EXPORT_QUEUE } from "../privacy/data-export-queue";
import { startJobRunner, type JobRunner } from "./job-runner";
import { runSendMessageJob, SEND_MESSAGE_QUEUE, type SendMessageJobData } from "./send-message-job";

const db = testDb();
const runners: JobRunner[] = [];
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop({ timeoutMs: 2_000 })));
});

const message = (to: string): OutgoingMessage => ({ to, template: "password_reset_code", language: "en", params: { code: "123456" } });
const uniquePhone = () => `7${String(Date.now() % 1_000_000_000).padStart(9, "0")}`;

/** A transport that counts its calls and takes as long as WhatsApp's API does. */
function countingTransport(delayMs: number, fail: (call: number) => Error | null = () => null) {
  const calls: number[] = [];
  const transport: Transport = async (_message, messageId) => {
    calls.push(messageId);
    await sleep(delayMs);
    const error = fail(calls.length);
    if (error) throw error;
    return `test-${messageId}`;
  };
  return { transport, calls };
}

function job(messageId: number, retryCount: number, retryLimit = 5): PgBoss.JobWithMetadata<SendMessageJobData> {
  return { id: `job-${messageId}-${retryCount}`, name: SEND_MESSAGE_QUEUE, data: { messageId }, retryCount, retryLimit } as PgBoss.JobWithMetadata<SendMessageJobData>;
}

async function stateOf(id: number) {
  return db.selectFrom("messages").select(["state", "attempts", "provider_id", "error_code"]).where("id", "=", id).executeTakeFirstOrThrow();
}

async function waitForState(id: number, state: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const row = await stateOf(id);
    if (row.state === state) return row;
    await sleep(50);
  }
  throw new Error(`message ${id} never reached ${state}: ${JSON.stringify(await stateOf(id))}`);
}

describe("the send-message job", () => {
  it("sends a queued message once, after the caller has moved on", async () => {
    const counting = countingTransport(50);
    const messenger = recordingMessenger(db, "test", counting.transport);
    const runner = await startJobRunner({ connectionString: inject("databaseUrl"), messenger, pollingIntervalSeconds: 1 });
    runners.push(runner);
    const id = await messenger.store(message(uniquePhone()));
    expect(await stateOf(id)).toMatchObject({ state: "queued", attempts: 0 });
    await runner.messages.enqueue(id);
    expect(await waitForState(id, "sent")).toMatchObject({ attempts: 1, provider_id: `test-${id}` });
    expect(counting.calls.filter((call) => call === id)).toHaveLength(1);
  });

  it("sends a message at most once when two processes are given it together", async () => {
    const counting = countingTransport(300);
    const messenger = recordingMessenger(db, "test", counting.transport);
    const [a, b] = await Promise.all([0, 1].map(() => startJobRunner({ connectionString: inject("databaseUrl"), messenger, pollingIntervalSeconds: 1 })));
    runners.push(a!, b!);
    const id = await messenger.store(message(uniquePhone()));
    await Promise.all([a!.messages.enqueue(id), b!.messages.enqueue(id), a!.messages.enqueue(id)]);
    // The same row delivered by hand while the jobs run: still one send.
    const direct = await Promise.all([messenger.deliver(id), messenger.deliver(id)]);
    await waitForState(id, "sent");
    await sleep(1_500);
    expect(counting.calls.filter((call) => call === id)).toHaveLength(1);
    expect((await stateOf(id)).attempts).toBe(1);
    expect(direct.filter((result) => result !== null).length).toBeLessThanOrEqual(1);
  });

  it("keeps a message queued after a failed try, sends it on the next, and gives up on the last", async () => {
    const flaky = countingTransport(0, (call) => (call === 1 ? new Error("socket hang up") : null));
    const messenger = recordingMessenger(db, "test", flaky.transport);
    const id = await messenger.store(message(uniquePhone()));
    await expect(runSendMessageJob(messenger, job(id, 0))).rejects.toThrow(/will retry/);
    expect(await stateOf(id)).toMatchObject({ state: "queued", attempts: 1, error_code: "transport_error" });
    expect(await runSendMessageJob(messenger, job(id, 1))).toBe("sent");
    expect(await stateOf(id)).toMatchObject({ state: "sent", attempts: 2 });
    expect(await runSendMessageJob(messenger, job(id, 2))).toBe("skipped");

    const down = recordingMessenger(db, "test", countingTransport(0, () => new Error("provider down")).transport);
    const lost = await down.store(message(uniquePhone()));
    expect(await runSendMessageJob(down, job(lost, 5, 5))).toBe("failed");
    expect(await stateOf(lost)).toMatchObject({ state: "failed", attempts: 1 });
  });

  it("does not retry a number that is not on WhatsApp", async () => {
    const refusing = recordingMessenger(db, "test", async () => {
      throw new DeliveryError("not_on_whatsapp", "131026", "not on WhatsApp");
    });
    const id = await refusing.store(message(uniquePhone()));
    expect(await runSendMessageJob(refusing, job(id, 0))).toBe("failed");
    expect(await stateOf(id)).toMatchObject({ state: "failed", error_code: "131026" });
  });
});

describe("the job runner's queue depths (metrics)", () => {
  it("lists every queue it made, the message queue and each scheduled job's, with the jobs waiting in it", async () => {
    const runner = await startJobRunner({ connectionString: inject("databaseUrl"), messenger: recordingMessenger(db, "test", countingTransport(0).transport), work: false });
    runners.push(runner);
    const name = `test-depth-${Date.now()}`;
    await runner.schedule({ name, cron: "0 0 1 1 *", queue: { policy: "singleton" }, run: async () => {} });
    const depths = await runner.queueDepths();
    expect(Object.keys(depths).sort()).toEqual([SEND_MESSAGE_QUEUE, INVOICE_PRINT_QUEUE, DATA_EXPORT_QUEUE, name].sort());
    expect(depths[name]).toBe(0);
    expect(Number.isInteger(depths[SEND_MESSAGE_QUEUE])).toBe(true);
  });
});
