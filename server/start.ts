import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadReferenceData } from "../core/reference-data/load-reference-data";
import { startJobRunner } from "../core/jobs/job-runner";
import { reconcilePaymentsJob } from "../core/jobs/reconcile-payments-job";
import { remindersJob } from "../core/jobs/reminders-job";
import { retentionJob } from "../core/jobs/retention-job";
import { dataExportSweepJob } from "../core/jobs/data-export-sweep-job";
import { buildDataExport } from "../core/privacy/build-data-export";
import { resultsTexts } from "./results-texts";
import { erasureJob } from "../core/jobs/erasure-job";
import { chromiumInvoicePrinter } from "../core/invoices/chromium-invoice-printer";
import { printInvoice } from "../core/invoices/print-invoice";
import { queueMissingInvoicePrints } from "../core/invoices/queue-missing-invoice-prints";
import { reportFailure } from "../core/errors/report-failure";
import { openDatabase } from "../db/open-database";
import { loadMissingDemoData } from "../seed/load-demo-data";
import { attachDemoReports } from "../seed/demo-sample-requests";
import { describeStartupFailure, StartupError } from "../db/startup-error";
import { buildApp } from "./app";
import { recentReads } from "../core/reference-reads/recent-reads";
import { checkPortFree } from "./check-port-free";
import { createDrain } from "./drain";
import { startupLine } from "./startup-log";
import { flushTracing } from "./tracing";
import { ConfigError, loadConfig } from "./config";
import { startDevServer } from "./dev-server";
import { prepareDataDir } from "./prepare-data-dir";
import { createMessenger, createServices } from "./services";
import { loadOrCreateSecret } from "./session-secret";
import { surviveDatabaseLossInJobs } from "./unhandled-rejections";

/** How long a read of reference data (labs, hospitals, pharmacies, doctors) may stand in for the database, and for how many questions. */
const REFERENCE_READS_KEPT_MS = 30_000;
const REFERENCE_READS_MAX = 1000;
/** build/host/start.js sits beside build/server and build/client; from the sources (`npm run dev`) this is the project root. */
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
// Production's start-up lines are JSON like Fastify's (server/startup-log.ts); the environment is read before the
// configuration, so a configuration error is written the same way.
const jsonLines = process.env.APP_ENV === "production";
const log = (line: string) => console.log(startupLine(line, { json: jsonLines }));

let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
let port: number | undefined;
/** Set once the process is ending (a signal, or a failed start): errors of connections being closed are expected then. */
let stopping = false;

async function main() {
  const config = loadConfig();
  port = config.port;
  await checkPortFree(config.port, config.host);
  await prepareDataDir(config.dataDir);

  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  const { db } = database;
  if (database.applied.length > 0) log(`migrations applied: ${database.applied.join(", ")}`);
  await loadReferenceData(db, log);
  if (config.demoData) {
    const loaded = await loadMissingDemoData(db);
    if (loaded.length > 0) log(`demo data loaded: ${loaded.join(", ")}`);
  }

  const secret = config.sessionSecret ?? (await loadOrCreateSecret(config.dataDir));
  const messenger = createMessenger(config, db);
  // Jobs (message sending with retries) live in the same PostgreSQL, schema pgboss; this process runs the workers too.
  const jobs = await startJobRunner({
    connectionString: database.connectionString,
    messenger,
    // pg-boss retries by itself; while stopping, the database going away first (Ctrl-C reaches it too) is expected.
    onError: (error) => {
      if (!stopping) log(`job runner: ${error.message}`);
    },
  });
  const services = createServices(config, db, secret, { messenger, messageQueue: jobs.messages, invoicePrints: jobs.invoices, dataExports: jobs.exports, log });
  await services.checkStorage();
  if (config.demoData) await attachDemoReports(db, services.storage);

  const devServer = dev ? await startDevServer(buildDir) : undefined;
  const build = devServer ? devServer.build : await loadOptimisedBuild();
  const drain = createDrain();
  const app = await buildApp({
    config,
    drain,
    jobQueueDepths: () => jobs.queueDepths(),
    db,
    services,
    build,
    clientDir: path.join(buildDir, dev ? "public" : "client"),
    // Reference data changes by staff, in the database, rarely: pages may show it up to half a minute late. Under
    // `npm run dev` every read goes to the database, so an edit shows at once.
    ...(devServer
      ? { mode: "development" as const, serverFactory: devServer.serverFactory }
      : { referenceReads: recentReads({ keptMs: REFERENCE_READS_KEPT_MS, maxEntries: REFERENCE_READS_MAX }) }),
  });

  surviveDatabaseLossInJobs(app.log);

  // Payment reconciliation every minute, in one process at a time (a singleton queue), once the services exist.
  await jobs.schedule(reconcilePaymentsJob(services.payments, app.log));
  // Rows past their retention (page views, ended sessions and login codes) go every hour, in one process at a time.
  await jobs.schedule(retentionJob(db, app.log));
  // "Download my data" (issue #34): archives built one at a time per process; expired ones deleted every 10 minutes.
  await jobs.buildExports((exportId) =>
    buildDataExport({ db, storage: services.storage, messenger, messageQueue: jobs.messages, publicUrl: services.payments.publicUrl, resultsText: resultsTexts, log: app.log }, exportId).then(
      () => undefined,
      (error: unknown) => {
        // pg-boss tries it again; the sweep gives it up after MAX_EXPORT_ATTEMPTS and the page offers "Try again".
        reportFailure({ log: app.log }, error, "data export not built");
        throw error;
      },
    ),
  );
  await jobs.schedule(dataExportSweepJob({ db, storage: services.storage, queue: jobs.exports }, app.log));
  // Accounts past their 7-day cooling-off are erased every ten minutes, in one process at a time (issue #34).
  await jobs.schedule(erasureJob({ db, storage: services.storage, messenger }, app.log));
  // WhatsApp reminders (issue #29): the evening before a visit, and repeat tests for the members opted in.
  await jobs.schedule(
    remindersJob({ db, messenger, messageQueue: jobs.messages, publicUrl: services.payments.publicUrl, onMessageError: (error) => reportFailure({ log: app.log }, error, "reminder not queued") }, app.log),
  );

  const shutdown = async (signal: string) => {
    if (stopping) {
      drain.end(); // a second signal: stop now
      return;
    }
    stopping = true;
    // SIGTERM is a deploy or an orchestrator: drain first. Ctrl-C is a person at a terminal: stop at once.
    if (signal === "SIGTERM" && config.shutdownDrainMs > 0) {
      app.log.info(`${signal}: draining for ${config.shutdownDrainMs / 1000} s (/readyz answers 503), then shutting down`);
      await drain.begin(config.shutdownDrainMs);
    }
    app.log.info(`${signal}: shutting down`);
    // Each step on its own: one that fails (Vite's esbuild already ended by the same Ctrl-C) must not skip the
    // database's shutdown, which leaves no PostgreSQL running. Closing the server waits for requests in flight, and
    // stopping the jobs for the jobs in flight.
    const steps = [() => app.close(), () => jobs.stop(), () => devServer?.close(), () => services.close(), () => database?.close(), () => (config.otlpEndpoint ? flushTracing() : undefined)];
    for (const step of steps) {
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => reportFailure({ log: app.log }, error, "a shutdown step failed"));
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  // Chromium prints the invoice page from this server, so the printers start once it listens. Paid orders without
  // their PDF (demo data, a crash after a payment) are queued by the reconciliation job, and on their first download.
  const printer = chromiumInvoicePrinter(services.payments);
  if (printer) {
    await jobs.printInvoices((job) => printInvoice({ db, storage: services.storage, print: printer }, job).then(() => undefined));
    // The demo data's paid orders (and any paid order left without its PDF) are printed now, not a minute later.
    await queueMissingInvoicePrints(services.payments).catch((error: unknown) => reportFailure({ log: app.log }, error, "invoice prints not queued"));
  }
  log(`${config.brand.name} (${config.appEnv}${dev ? ", development" : ""}) is serving on ${config.publicUrl ?? `http://localhost:${config.port}`}`);
}

async function loadOptimisedBuild(): Promise<() => ServerBuild> {
  const entry = path.join(buildDir, "server", "index.js");
  if (!fs.existsSync(entry)) throw new StartupError(`the optimised build is missing (${entry}): run \`npm start\` (it builds first) or \`npm run dev\`.`);
  const module = (await import(pathToFileURL(entry).href)) as ServerBuild;
  return () => module;
}

main().catch(async (error: unknown) => {
  // One line the operator can act on; the stack only for our own bugs, and only when asked for (LOG_LEVEL=debug).
  const line = error instanceof ConfigError ? error.message : describeStartupFailure(error, port);
  console.error(error instanceof ConfigError && !jsonLines ? line : startupLine(line, { json: jsonLines, level: "error" }));
  if (process.env.LOG_LEVEL === "debug" || process.env.LOG_LEVEL === "trace") console.error(error);
  stopping = true;
  await database?.close().catch(() => {});
  process.exit(1);
});
