// npm run backup -- --out <file.tar.gz>: works while the app runs (docs/reliability.md, "Backups").
import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "../../db/backup/create-backup";
import { reachDatabase } from "../../db/backup/reach-database";
import { loadConfig } from "../config";
import { appVersion, failWith, log } from "./backup-commands";

try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  if (!values.out) {
    console.error("usage: npm run backup -- --out <file.tar.gz>");
    process.exit(2);
  }
  const config = loadConfig();
  const database = await reachDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  try {
    const filesDir = config.storage === "local" ? path.join(config.dataDir, "files") : undefined;
    const manifest = await createBackup({ connectionString: database.connectionString, filesDir, appVersion: appVersion() }, values.out);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const files = manifest.entries.filter((entry) => entry.path.startsWith("files/")).length;
    log(`backup written to ${path.resolve(values.out)}: ${manifest.tables.length} tables, ${rows} rows, ${files} files`);
    if (!filesDir) log("STORAGE=s3: uploaded files stay in the bucket and are not in this archive (the bucket's versioning keeps them)");
  } finally {
    await database.close();
  }
} catch (error) {
  failWith(error, "backup");
}
