// npm run restore -- <file.tar.gz> [--force]: into an empty DATA_DIR (or DATABASE_URL); --force replaces what is there.
import path from "node:path";
import { parseArgs } from "node:util";
import { reachDatabase } from "../../db/backup/reach-database";
import { restoreBackup } from "../../db/backup/restore-backup";
import { loadConfig } from "../config";
import { prepareDataDir } from "../prepare-data-dir";
import { failWith, log } from "./backup-commands";

try {
  const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error("usage: npm run restore -- <file.tar.gz> [--force]");
    process.exit(2);
  }
  const config = loadConfig();
  const manifest = await restoreBackup(positionals[0]!, {
    connect: async () => {
      await prepareDataDir(config.dataDir);
      return reachDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log, refuseRunningApp: true });
    },
    filesDir: config.storage === "local" ? path.join(config.dataDir, "files") : undefined,
    force: values.force,
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  log(`restored the backup of ${manifest.createdAt} (Nikat ${manifest.appVersion}): ${rows} rows, ${manifest.entries.filter((entry) => entry.path.startsWith("files/")).length} files`);
  if (manifest.storage === "s3") log("this backup was made with STORAGE=s3: its uploaded files are in the bucket, not in the archive");
} catch (error) {
  failWith(error, "restore");
}
