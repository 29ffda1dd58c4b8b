// npm run db:rollback [-- --yes]: undo the newest migration (stop the app first when it runs on the embedded database).
import { parseArgs } from "node:util";
import { reportFailure } from "../../core/errors/report-failure";
import { appliedMigrations, rollBackNewestMigration } from "../../db/client";
import { openDatabase } from "../../db/open-database";
import { describeStartupFailure } from "../../db/startup-error";
import { loadConfig } from "../config";

const { values } = parseArgs({ options: { yes: { type: "boolean", default: false } } });
const config = loadConfig();
const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1, migrate: false }).catch((error: unknown) => {
  console.error(`db:rollback: ${describeStartupFailure(error, undefined)}`);
  process.exit(1);
});
try {
  const newest = (await appliedMigrations(opened.db)).at(-1);
  if (!newest) {
    console.log("db:rollback: no migration is applied; nothing to undo.");
  } else if (!values.yes) {
    // A `down` can drop a table with its rows: say what would go, and do it only when told.
    console.log(`db:rollback: the newest migration is ${newest}. Take a backup first (npm run backup -- --out …), then run: npm run db:rollback -- --yes`);
    process.exitCode = 2;
  } else {
    console.log(`db:rollback: undone ${await rollBackNewestMigration(opened.db)}`);
  }
} catch (error) {
  reportFailure(undefined, error, "db:rollback failed");
  process.exitCode = 1;
} finally {
  await opened.close();
}
