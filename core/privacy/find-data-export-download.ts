import type { Db } from "../../db/client";

/**
 * The archive of a ready export, for its owner only (ownership in the query) and only until it expires; undefined
 * for anything else, which the caller answers with the same 404.
 */
export async function findDataExportDownload(db: Db, input: { accountId: number; exportId: number; now?: Date }): Promise<{ key: string; readyAt: Date } | undefined> {
  const row = await db
    .selectFrom("data_exports")
    .select(["file_key", "ready_at"])
    .where("id", "=", input.exportId)
    .where("account_id", "=", input.accountId)
    .where("state", "=", "ready")
    .where("expires_at", ">", input.now ?? new Date())
    .executeTakeFirst();
  if (!row?.file_key || !row.ready_at) return undefined;
  return { key: row.file_key, readyAt: row.ready_at };
}
