import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { create as createTar } from "tar";
import { BackupError } from "./backup-error";
import { BACKUP_FORMAT_VERSION, MANIFEST_NAME, type BackupManifest } from "./backup-manifest";
import { dumpDatabase } from "./dump-database";
import { describeFile, filesUnder } from "./file-checksums";

export type BackupSource = {
  connectionString: string;
  /** DATA_DIR/files with STORAGE=local; undefined with STORAGE=s3 (the bucket's versioning keeps those files). */
  filesDir: string | undefined;
  appVersion: string;
};

/**
 * Writes one gzip'd tar to `out`: manifest.json, database/<table>.copy for every table, files/<kind>/<key> for every
 * uploaded file. The database is read first, in one snapshot, then the files: an upload is stored before the row
 * that names it, so every file the snapshot names is there (a newer file is merely extra). The archive appears
 * under its name only once complete, readable by its owner alone (it holds health data).
 */
export async function createBackup(source: BackupSource, out: string): Promise<BackupManifest> {
  const target = path.resolve(out);
  if (await exists(target)) throw new BackupError(`${target} already exists: choose another --out (a backup never overwrites a file).`);
  if (!(await exists(path.dirname(target)))) throw new BackupError(`the folder ${path.dirname(target)} for --out does not exist.`);
  // Beside the archive, not in /tmp: the same disk that must hold the archive, with room for the copy.
  const staging = await fs.mkdtemp(path.join(path.dirname(target), ".nikat-backup-"));
  try {
    const dump = await dumpDatabase(source.connectionString, staging);
    if (source.filesDir) {
      const files = (await filesUnder(source.filesDir)).filter((file) => !file.endsWith(".partial"));
      for (const file of files) await fs.cp(path.join(source.filesDir, file), path.join(staging, "files", file), { preserveTimestamps: true });
    }
    const entries = [];
    for (const file of await filesUnder(staging)) entries.push(await describeFile(staging, file));
    const manifest: BackupManifest = {
      format: "nikat-backup",
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: source.appVersion,
      createdAt: new Date().toISOString(),
      storage: source.filesDir ? "local" : "s3",
      ...dump,
      entries,
    };
    await fs.writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const partial = `${target}.partial`;
    try {
      await pipeline(createTar({ gzip: true, cwd: staging, portable: true }, [MANIFEST_NAME, ...entries.map((entry) => entry.path)]), createWriteStream(partial, { mode: 0o600, flags: "wx" }));
      await fs.rename(partial, target);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
