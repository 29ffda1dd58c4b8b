import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { create as createTar } from "tar";
import type { Db } from "../../db/client";
import type { FileStorage } from "../files/file-storage";
import { isLanguage } from "../i18n/language";
import type { MessageQueue } from "../messaging/message-queue";
import type { Messenger } from "../messaging/messenger";
import { reportFailure, type FailureLog } from "../errors/report-failure";
import { collectAccountData } from "./collect-account-data";
import { DATA_EXPORT_KEPT_DAYS } from "./data-export-queue";
import { exportSummaryHtml } from "./export-summary";

export type BuildDataExportDeps = {
  db: Db;
  storage: FileStorage;
  /** Only its store: the "ready" message is stored with the export's new state and sent by the job queue. */
  messenger: Pick<Messenger, "store">;
  messageQueue: MessageQueue;
  /** The site's address, for the link in the WhatsApp message (the page, behind login: never the file itself). */
  publicUrl: string;
  log?: FailureLog;
  /** Where the archive is put together before it is stored; the system's temporary folder unless given. */
  workDir?: string;
};

/** The folder the archive unpacks into. */
export const EXPORT_FOLDER = "nikat-my-data";
export const DATA_EXPORT_PAGE = "/account/data";

/**
 * The export job: builds the archive of an export still being prepared and stores it. A tar.gz of one folder:
 * `data.json` (data-export-format.ts), `summary.html` in the language asked in, and `files/` with every
 * prescription, report and invoice PDF of the account's orders, read through the file storage. Put together in a
 * private temporary folder (removed whatever happens), stored as kind `export`, then in one transaction the export
 * is marked ready for DATA_EXPORT_KEPT_DAYS, the account's older exports are dropped, and the WhatsApp message that
 * announces it is stored; its files are deleted and the message queued after the commit. An export that is not
 * being prepared any more (built by another try, or gone) is left alone: answers false.
 */
export async function buildDataExport(deps: BuildDataExportDeps, exportId: number, now = new Date()): Promise<boolean> {
  const { db } = deps;
  const row = await db
    .updateTable("data_exports")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", exportId)
    .where("state", "=", "preparing")
    .returning(["account_id", "language"])
    .executeTakeFirst();
  if (!row) return false;
  const language = isLanguage(row.language) ? row.language : "en";
  const collected = await collectAccountData(db, { accountId: row.account_id, language, now });
  if (!collected) {
    await db.updateTable("data_exports").set({ state: "failed" }).where("id", "=", exportId).where("state", "=", "preparing").execute();
    return false;
  }

  const staging = await fs.mkdtemp(path.join(deps.workDir ?? os.tmpdir(), "nikat-export-"));
  let stored: { key: string; size: number };
  try {
    const root = path.join(staging, EXPORT_FOLDER);
    await fs.mkdir(root, { mode: 0o700 });
    for (const [i, file] of collected.files.entries()) {
      const source = await deps.storage.get(file.key);
      if (!source) continue; // listed in data.json with size null
      const target = path.join(root, file.path);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(source.stream, createWriteStream(target, { mode: 0o600, flags: "wx" }));
      collected.data.files[i]!.size = (await fs.stat(target)).size;
    }
    await fs.writeFile(path.join(root, "data.json"), `${JSON.stringify(collected.data, null, 2)}\n`, { mode: 0o600 });
    await fs.writeFile(path.join(root, "summary.html"), exportSummaryHtml(collected.data, language), { mode: 0o600 });
    const archive = path.join(staging, "export.tar.gz");
    await pipeline(createTar({ gzip: true, cwd: staging, portable: true }, [EXPORT_FOLDER]), createWriteStream(archive, { mode: 0o600, flags: "wx" }));
    const size = (await fs.stat(archive)).size;
    stored = { key: await deps.storage.put(createReadStream(archive), { kind: "export", owner: row.account_id }), size };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }

  const expiresAt = new Date(now.getTime() + DATA_EXPORT_KEPT_DAYS * 86_400_000);
  const outcome = await db.transaction().execute(async (tx) => {
    const ready = await tx
      .updateTable("data_exports")
      .set({ state: "ready", file_key: stored.key, size: stored.size, ready_at: now, expires_at: expiresAt })
      .where("id", "=", exportId)
      .where("state", "=", "preparing")
      .returning("id")
      .executeTakeFirst();
    if (!ready) return null;
    const older = await tx.deleteFrom("data_exports").where("account_id", "=", row.account_id).where("id", "<>", exportId).where("state", "<>", "preparing").returning("file_key").execute();
    const messageId = await deps.messenger.store({ to: collected.data.account.phone, template: "data_export_ready", language, params: { link: `${deps.publicUrl}${DATA_EXPORT_PAGE}` } }, tx);
    return { messageId, oldKeys: older.map((o) => o.file_key).filter((key): key is string => key !== null) };
  });
  if (!outcome) {
    await deps.storage.delete(stored.key).catch(() => {});
    return false;
  }
  for (const key of outcome.oldKeys) await deps.storage.delete(key).catch((error: unknown) => reportFailure(deps, error, "old data export file not deleted"));
  await deps.messageQueue.enqueue(outcome.messageId).catch((error: unknown) => reportFailure(deps, error, "data export message not queued"));
  return true;
}
