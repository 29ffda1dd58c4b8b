import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { extract as extractTar } from "tar";
import { BackupError } from "./backup-error";
import { MANIFEST_NAME, parseManifest, type BackupManifest } from "./backup-manifest";
import { describeFile, filesUnder } from "./file-checksums";
import { databaseHoldsData, restoreDatabase } from "./restore-database";

export type RestoreTarget = {
  /** Reached only once the archive has passed every check. */
  connect: () => Promise<{ connectionString: string; close: () => Promise<void> }>;
  /** DATA_DIR/files with STORAGE=local; undefined with STORAGE=s3. */
  filesDir: string | undefined;
  /** Replace a database (and files folder) that already holds data. */
  force: boolean;
};

/**
 * Restores an archive made by createBackup. Nothing is touched until the whole archive is read and every entry
 * matches its size and SHA-256 (and no unlisted file is present); then a database or files folder that already
 * holds data is refused unless `force`, which replaces them.
 */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<BackupManifest> {
  const file = path.resolve(archive);
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new BackupError(`backup file not found: ${file}`);
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-restore-"));
  try {
    // Only plain files and folders: a link could make a restored file key read something outside DATA_DIR/files.
    const refused: string[] = [];
    await extractTar({
      file,
      cwd: staging,
      strict: true,
      filter: (entryPath, entry) => {
        const plain = "type" in entry && (entry.type === "File" || entry.type === "Directory");
        if (!plain) refused.push(entryPath);
        return plain;
      },
    }).catch((error: unknown) => {
      throw new BackupError(`${file} is not a readable backup archive (${String((error as Error).message ?? error).split("\n")[0]}).`);
    });
    if (refused.length > 0) throw new BackupError(`the backup holds ${refused[0]}, which is not a plain file: it was altered.`);
    const manifestText = await fs.readFile(path.join(staging, MANIFEST_NAME), "utf8").catch(() => undefined);
    if (manifestText === undefined) throw new BackupError(`${file} holds no ${MANIFEST_NAME}: it is not a Nikat backup.`);
    const manifest = parseManifest(manifestText);
    await verifyEntries(staging, manifest);
    const hasFiles = manifest.entries.some((entry) => entry.path.startsWith("files/"));
    if (hasFiles && !target.filesDir) throw new BackupError("the backup holds local files but STORAGE=s3: restore with STORAGE=local, or copy its files/ folder into the bucket yourself.");

    const database = await target.connect();
    try {
      const filesPresent = target.filesDir ? (await filesUnder(target.filesDir)).length > 0 : false;
      if (!target.force && ((await databaseHoldsData(database.connectionString)) || filesPresent)) {
        throw new BackupError(`the target already holds data (${filesPresent ? "files in DATA_DIR/files" : "rows in the database"}): restore into an empty DATA_DIR or database, or add --force to replace it.`);
      }
      await restoreDatabase(database.connectionString, staging, manifest, { replace: target.force });
      if (target.filesDir) {
        await fs.rm(target.filesDir, { recursive: true, force: true });
        if (hasFiles) await fs.cp(path.join(staging, "files"), target.filesDir, { recursive: true, preserveTimestamps: true });
      }
    } finally {
      await database.close();
    }
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

async function verifyEntries(staging: string, manifest: BackupManifest): Promise<void> {
  const listed = new Map(manifest.entries.map((entry) => [entry.path, entry]));
  const present = (await filesUnder(staging)).filter((name) => name !== MANIFEST_NAME);
  const unlisted = present.find((name) => !listed.has(name));
  if (unlisted) throw new BackupError(`the backup holds ${unlisted}, which its manifest does not list: it was altered.`);
  for (const entry of manifest.entries) {
    if (!present.includes(entry.path)) throw new BackupError(`the backup lacks ${entry.path}, which its manifest lists: it is incomplete.`);
    const actual = await describeFile(staging, entry.path);
    if (actual.sha256 !== entry.sha256 || actual.size !== entry.size) throw new BackupError(`checksum mismatch for ${entry.path}: the backup is damaged.`);
  }
  for (const table of manifest.tables) {
    if (!listed.has(table.file)) throw new BackupError(`the backup lacks ${table.file} for table ${table.name}: it is incomplete.`);
  }
}
