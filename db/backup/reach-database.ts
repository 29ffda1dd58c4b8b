import fs from "node:fs/promises";
import path from "node:path";
import { reachableClusterDir } from "../cluster-location";
import { embeddedConnectionString, startEmbeddedPostgres } from "../embedded-postgres";
import { isPostmasterOf } from "../orphaned-postmaster";
import { BackupError } from "./backup-error";

export type ReachedDatabase = { connectionString: string; close: () => Promise<void> };

/**
 * The database a backup or restore works on: DATABASE_URL when set; else the embedded cluster in DATA_DIR/pg. The
 * cluster allows one postmaster per folder, so while the app runs we connect to its postmaster (the port is line 4
 * of the postmaster.pid PostgreSQL writes into the cluster, the password is DATA_DIR/pg-password); when none runs
 * we start the cluster ourselves (creating it in an empty DATA_DIR) and stop it when done.
 */
export async function reachDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  log: (line: string) => void;
  /** Restore: replacing the data under a running app would mix its writes with the restored rows. */
  refuseRunningApp?: boolean;
}): Promise<ReachedDatabase> {
  if (options.databaseUrl) return { connectionString: options.databaseUrl, close: async () => {} };
  const clusterDir = await reachableClusterDir(path.join(options.dataDir, "pg"), options.log);
  const port = await runningPostmasterPort(clusterDir);
  if (port !== undefined) {
    if (options.refuseRunningApp) throw new BackupError(`the app is running on ${options.dataDir} (its PostgreSQL listens on port ${port}): stop it before restoring.`);
    const password = (await fs.readFile(path.join(options.dataDir, "pg-password"), "utf8")).trim();
    options.log(`using the embedded PostgreSQL the running app started (port ${port})`);
    return { connectionString: embeddedConnectionString(password, port), close: async () => {} };
  }
  const embedded = await startEmbeddedPostgres(path.join(options.dataDir, "pg"), options.log);
  return { connectionString: embedded.connectionString, close: () => embedded.stop() };
}

async function runningPostmasterPort(clusterDir: string): Promise<number | undefined> {
  const lines = (await fs.readFile(path.join(clusterDir, "postmaster.pid"), "utf8").catch(() => "")).split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  return (await isPostmasterOf(pid, clusterDir)) ? port : undefined;
}
