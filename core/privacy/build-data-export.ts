import { Transform, type Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { ZipFile } from "yazl";
import type { Db } from "../../db/client";
import type { FileStorage } from "../files/file-storage";
import { isLanguage, type Language } from "../i18n/language";
import type { MessageQueue } from "../messaging/message-queue";
import type { Messenger } from "../messaging/messenger";
import { reportFailure, type FailureLog } from "../errors/report-failure";
import { collectAccountData } from "./collect-account-data";
import { DATA_EXPORT_KEPT_DAYS } from "./data-export-queue";
import { exportSummaryHtml, type ResultsText } from "./export-summary";

export type BuildDataExportDeps = {
  db: Db;
  storage: FileStorage;
  /** Only its store: the "ready" message is stored with the export's new state and sent by the job queue. */
  messenger: Pick<Messenger, "store">;
  messageQueue: MessageQueue;
  /** The site's address, for the link in the WhatsApp message (the page, behind login: never the file itself). */
  publicUrl: string;
  /** The results catalogue's words (parameter names, answers, flags) in a language: the host owns the catalogues. */
  resultsText: (language: Language) => ResultsText;
  log?: FailureLog;
};

/** The folder the archive unpacks into. */
export const EXPORT_FOLDER = "nikat-my-data";
export const DATA_EXPORT_PAGE = "/account/data";

/**
 * The export job: builds the archive of an export still being prepared and stores it. A .zip (it opens on a phone
 * without an app) of one folder: every prescription, report and invoice PDF of the account's orders under `files/`,
 * then `data.json` (data-export-format.ts, with each file's size as stored) and `summary.html` in the language asked
 * in. Streamed: each file goes from the file storage through the zip into the storage as kind `export`, one at a
 * time, never whole in memory or on disk. Then in one transaction the export is marked ready for
 * DATA_EXPORT_KEPT_DAYS, the account's older exports are dropped, and the WhatsApp message that announces it is
 * stored; their files are deleted and the message queued after the commit. An export that is not being prepared any
 * more (built by another try, or gone) is left alone: answers false.
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
  const resultsText = deps.resultsText(language);
  const collected = await collectAccountData(db, { accountId: row.account_id, language, now, parameterName: (slug) => resultsText(`parameters.${slug}.name`) });
  if (!collected) {
    await db.updateTable("data_exports").set({ state: "failed" }).where("id", "=", exportId).where("state", "=", "preparing").execute();
    return false;
  }

  const stored = await storeArchive(deps, { accountId: row.account_id, collected, language, now });

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

type Collected = NonNullable<Awaited<ReturnType<typeof collectAccountData>>>;

/** Counts the bytes that pass. */
function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/**
 * The archive, streamed into the storage while it is written. A file the storage no longer has is left out (listed
 * in data.json with size null). Should the storage refuse the archive, the files still being read are stopped.
 */
async function storeArchive(deps: BuildDataExportDeps, input: { accountId: number; collected: Collected; language: Language; now: Date }): Promise<{ key: string; size: number }> {
  const { collected, now } = input;
  const zip = new ZipFile();
  const archive = byteCounter();
  // The storage listens while it reads; once it has refused, an error destroying the archive is for no one.
  archive.on("error", () => {});
  (zip.outputStream as Readable).on("error", (error: Error) => archive.destroy(error)).pipe(archive);
  const storing = deps.storage.put(archive, { kind: "export", owner: input.accountId });
  // Settled either way: a refusal is rethrown below, by the loop or the final await.
  storing.catch(() => {});
  const refused = storing.then(
    () => new Promise<never>(() => {}),
    (error: unknown) => Promise.reject(error),
  );
  refused.catch(() => {});
  try {
    for (const [i, file] of collected.files.entries()) {
      const source = await deps.storage.get(file.key);
      if (!source) continue;
      const counted = byteCounter();
      source.stream.on("error", (error: Error) => counted.destroy(error));
      // Photos and PDFs are compressed already: stored as they are, sparing the CPU.
      zip.addReadStream(source.stream.pipe(counted), `${EXPORT_FOLDER}/${file.path}`, { mtime: now, compress: false });
      try {
        await Promise.race([finished(counted), refused]);
      } catch (error) {
        source.stream.destroy();
        throw error;
      }
      collected.data.files[i]!.size = counted.bytes;
    }
    zip.addBuffer(Buffer.from(`${JSON.stringify(collected.data, null, 2)}\n`), `${EXPORT_FOLDER}/data.json`, { mtime: now });
    zip.addBuffer(Buffer.from(exportSummaryHtml(collected.data, input.language, deps.resultsText(input.language))), `${EXPORT_FOLDER}/summary.html`, { mtime: now });
    zip.end();
    return { key: await storing, size: archive.bytes };
  } catch (error) {
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
