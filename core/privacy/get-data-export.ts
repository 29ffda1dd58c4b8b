import type { Db } from "../../db/client";

/** What the "My data" page shows of the account's latest export. */
export type DataExportView =
  | { state: "none" }
  | { state: "preparing"; id: number; requestedAt: Date }
  | { state: "failed"; id: number; requestedAt: Date }
  | { state: "ready"; id: number; readyAt: Date; expiresAt: Date; size: number };

/** The account's newest export; a ready one past its time is none (the sweep deletes it). */
export async function getDataExport(db: Db, accountId: number, now = new Date()): Promise<DataExportView> {
  const row = await db
    .selectFrom("data_exports")
    .select(["id", "state", "requested_at", "ready_at", "expires_at", "size"])
    .where("account_id", "=", accountId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return { state: "none" };
  if (row.state === "preparing") return { state: "preparing", id: row.id, requestedAt: row.requested_at };
  if (row.state === "failed") return { state: "failed", id: row.id, requestedAt: row.requested_at };
  if (!row.expires_at || !row.ready_at || row.expires_at <= now) return { state: "none" };
  return { state: "ready", id: row.id, readyAt: row.ready_at, expiresAt: row.expires_at, size: row.size ?? 0 };
}
