import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { randomPhone } from "../auth/test-support";
import { recordingMessageQueue } from "./message-queue";
import { requeueStrandedMessages, STRANDED_AFTER_MS } from "./requeue-stranded-messages";
import { TEMPLATES } from "./templates";

const db = testDb();

describe("requeueStrandedMessages (issue 32 item 3: every message type, one sweep)", () => {
  it("queues again a stranded message of every template, and leaves recent, claimed and settled ones alone", async () => {
    const now = new Date();
    const stranded = new Date(now.getTime() - STRANDED_AFTER_MS - 60_000);
    const to = randomPhone();
    const row = (template: string, state: "queued" | "sending" | "sent", updatedAt: Date) => ({
      to,
      template,
      params: JSON.stringify({}),
      state,
      provider: "outbox",
      created_at: updatedAt,
      updated_at: updatedAt,
    });
    const templates = Object.keys(TEMPLATES);
    const strandedIds = await db
      .insertInto("messages")
      .values(templates.map((template) => row(template, "queued", stranded)))
      .returning("id")
      .execute();
    const leftAlone = await db
      .insertInto("messages")
      .values([row("sample_request_received", "queued", now), row("sample_request_received", "sending", stranded), row("sample_request_received", "sent", stranded)])
      .returning("id")
      .execute();

    const queue = recordingMessageQueue();
    let requeued = 0;
    for (;;) {
      const batch = await requeueStrandedMessages({ db, messageQueue: queue }, { now, limit: 1_000 });
      requeued += batch;
      if (batch === 0) break;
    }

    const ours = new Set(queue.queued);
    expect(strandedIds.every(({ id }) => ours.has(id))).toBe(true);
    expect(leftAlone.some(({ id }) => ours.has(id))).toBe(false);
    expect(templates.length).toBeGreaterThan(10);
    expect(requeued).toBeGreaterThanOrEqual(templates.length);
  });
});
