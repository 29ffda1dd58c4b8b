// A database that goes away under load (backends terminated, the server stopped and started again) must not
// end the process: pages answer a translated 503 meanwhile and serve again by themselves once it is back.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { loadReferenceData } from "../core/reference-data/load-reference-data";
import { createDb, migrateToLatest, type Db } from "../db/client";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../db/embedded-postgres";
import { loadMissingDemoData } from "../seed/load-demo-data";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { DATABASE_RETRY_AFTER_SECONDS } from "./database-unavailable";
import { startDevServer, type DevServer } from "./dev-server";
import { recordingInvoicePrintQueue } from "../core/invoices/invoice-print-queue";
import { recordingMessageQueue } from "../core/messaging/message-queue";
import { createMessenger, createServices } from "./services";

const root = path.resolve(import.meta.dirname, "..");
let dir: string;
let cluster: EmbeddedDatabase;
let port: number;
let db: Db;
let app: FastifyInstance;
let dev: DevServer;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-db-loss-"));
  await fs.chmod(dir, 0o755);
  cluster = await startEmbeddedPostgres(path.join(dir, "pg"));
  port = Number(new URL(cluster.connectionString).port);
  db = createDb(cluster.connectionString, { max: 10 });
  await migrateToLatest(db);
  await loadReferenceData(db);
  await loadMissingDemoData(db);
  const config = loadConfig({ APP_ENV: "demo", DATA_DIR: dir, LOG_LEVEL: "silent" });
  dev = await startDevServer(root, { hmr: false });
  app = await buildApp({ config, db, services: createServices(config, db, "x".repeat(32), { messenger: createMessenger(config, db), messageQueue: recordingMessageQueue(), invoicePrints: recordingInvoicePrintQueue() }), build: dev.build, clientDir: path.join(root, "public"), logger: false });
  // The first page compiles the app through Vite; later ones are quick.
  expect((await app.inject({ url: "/pharmacy?sort=distance", cookies: placeCookies })).statusCode).toBe(200);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await dev?.close();
  await db?.destroy();
  await cluster?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

/** A visitor who chose a place (spec 000 §4 cookies): the pharmacy list then reads the database on every request. */
const placeCookies = { selected_by: "user", lat: "22.5726", lon: "88.3639", address: "Kolkata", city: "Kolkata", state: "West Bengal", pincode: "700001" };

type Answer = { started: number; at: number; status: number; retryAfter?: string };

/** `workers` concurrent visitors asking for pages until stopped, as autocannon -c 20 would. */
function load(workers: number) {
  const answers: Answer[] = [];
  let running = true;
  const urls = ["/pharmacy?sort=distance", "/pharmacy"];
  const done = Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; running; i++) {
        const started = Date.now();
        const response = await app.inject({ url: urls[(worker + i) % urls.length]!, cookies: placeCookies });
        answers.push({ started, at: Date.now(), status: response.statusCode, retryAfter: response.headers["retry-after"] as string | undefined });
      }
    }),
  );
  return {
    answers,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function terminateAppConnections() {
  const admin = new pg.Client({ connectionString: cluster.connectionString });
  await admin.connect();
  const { rows } = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
  await admin.end();
  return rows.length;
}

describe("database lost under load", () => {
  it("terminated backends and a stopped database give 503s, never a crash or a 500; pages return by themselves", async () => {
    // Before the fix, a checked-out connection's 'error' event (57P01) had no listener: Node's process died of it.
    const crashes: unknown[] = [];
    const onCrash = (error: unknown) => crashes.push(error);
    process.on("uncaughtException", onCrash);
    onTestFinished(() => void process.off("uncaughtException", onCrash));
    const traffic = load(20);
    onTestFinished(() => traffic.stop());
    await sleep(500);
    expect(await terminateAppConnections()).toBeGreaterThan(0);
    await sleep(500);

    await cluster.stop();
    const downAt = Date.now();
    await sleep(1_500);
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(503);
    expect(ready.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    const hindi = await app.inject({ url: "/pharmacy", cookies: { ...placeCookies, lang: "hi" } });
    expect(hindi.statusCode, hindi.body.slice(0, 2000)).toBe(503);
    expect(hindi.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(hindi.body).toContain("कुछ देर के लिए उपलब्ध नहीं है");
    const bengali = await app.inject({ url: "/pharmacy?sort=distance", cookies: { ...placeCookies, lang: "bn" } });
    expect(bengali.body).toContain("এই মুহূর্তে পাওয়া যাচ্ছে না");

    cluster = await startEmbeddedPostgres(path.join(dir, "pg"), () => {}, { port });
    const upAt = Date.now();
    await sleep(3_000);
    await traffic.stop();

    const { answers } = traffic;
    expect(crashes).toEqual([]);
    expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
    const whileDown = answers.filter((a) => a.started > downAt && a.at < upAt);
    expect(whileDown.length).toBeGreaterThan(0);
    expect(whileDown.every((a) => a.status === 503 && a.retryAfter === String(DATABASE_RETRY_AFTER_SECONDS))).toBe(true);
    // Within a few seconds of its return (here: pages asked for a second after it), every page is served again.
    const recovered = answers.filter((a) => a.started > upAt + 1_000);
    expect(recovered.length).toBeGreaterThan(0);
    expect(recovered.filter((a) => a.status !== 200).map((a) => `${a.started - upAt} ms after: ${a.status}`)).toEqual([]);
    expect((await app.inject("/readyz")).statusCode).toBe(200);
  }, 60_000);
});
