import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../db/open-database";
import { loadTestCatalogueIfEmpty } from "../core/catalog/load-test-catalogue";
import { loadSpecialitiesIfEmpty } from "../core/doctors/load-specialities";
import { loadPincodesIfEmpty } from "../core/geo/load-pincodes";
import { startJobRunner } from "../core/jobs/job-runner";
import { loadMissingDemoData } from "../db/seed/load-demo-data";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { startPaymentReconciler } from "./payment-reconciler";
import { createMessenger, createServices } from "./services";
import { loadOrCreateSecret } from "./session-secret";

/** build/host/start.js sits beside build/server and build/client. */
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = (line: string) => console.log(`[nikat] ${line}`);
  await fs.mkdir(config.dataDir, { recursive: true });

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  const { db } = database;
  if (database.applied.length > 0) log(`migrations applied: ${database.applied.join(", ")}`);
  const pincodes = await loadPincodesIfEmpty(db, path.join(path.dirname(fileURLToPath(import.meta.url)), "in-pincodes.tsv.gz"));
  if (pincodes > 0) log(`${pincodes} pincodes loaded (GeoNames, CC BY 4.0)`);
  const tests = await loadTestCatalogueIfEmpty(db);
  await loadSpecialitiesIfEmpty(db);
  if (tests > 0) log(`${tests} tests loaded into the catalogue`);
  if (config.demoData) {
    const loaded = await loadMissingDemoData(db);
    if (loaded.length > 0) log(`demo data loaded: ${loaded.join(", ")}`);
  }

  const secret = config.sessionSecret ?? (await loadOrCreateSecret(config.dataDir));
  const messenger = createMessenger(config, db);
  let stopping = false;
  // Jobs (message sending with retries) live in the same PostgreSQL, schema pgboss; this process runs the workers too.
  const jobs = await startJobRunner({
    connectionString: database.connectionString,
    messenger,
    // pg-boss retries by itself; while stopping, the database going away first (Ctrl-C reaches it too) is expected.
    onError: (error) => {
      if (!stopping) console.error(`[nikat] job runner: ${error.message}`);
    },
  });
  const services = createServices(config, db, secret, { messenger, messageQueue: jobs.messages });

  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const app = await buildApp({ config, db, services, build: () => build, clientDir: path.join(buildDir, "client") });

  const stopReconciler = startPaymentReconciler(services.payments, app.log);

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    try {
      stopReconciler();
      await app.close();
      await jobs.stop();
      await services.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  log(`${config.brand.name} (${config.appEnv}) is serving on ${config.publicUrl ?? `http://localhost:${config.port}`}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
