import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { randomPhone } from "../auth/test-support";
import { deleteOldMessages } from "./delete-old-messages";

const db = testDb();
const DAY_MS = 24 * 3_600_000;

describe("deleteOldMessages", () => {
  it("deletes the settled messages older than a year, and keeps recent ones and any not yet sent", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const to = randomPhone();
    const message = (name: string, state: "queued" | "sending" | "sent" | "delivered" | "failed", days: number) => ({
      to,
      template: "sample_request_received",
      params: JSON.stringify({ name }),
      state,
      provider: "outbox",
      created_at: ago(days),
      updated_at: ago(days),
    });
    await db
      .insertInto("messages")
      .values([
        message("old-delivered", "delivered", 366),
        message("old-sent", "sent", 400),
        message("old-failed", "failed", 366),
        message("old-queued", "queued", 366),
        message("old-sending", "sending", 366),
        message("recent-delivered", "delivered", 364),
        message("recent-queued", "queued", 1),
      ])
      .execute();

    const deleted = await deleteOldMessages(db, { now, batchSize: 1 });

    expect(deleted).toBe(3);
    const kept = await db.selectFrom("messages").select("params").where("to", "=", to).execute();
    expect(kept.map((row) => row.params.name).sort()).toEqual(["old-queued", "old-sending", "recent-delivered", "recent-queued"]);
  });
});
