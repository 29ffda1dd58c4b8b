import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import { create as createTar, extract as extractTar } from "tar";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStorage } from "../core/files/local-file-storage";
import { simplePdf } from "../core/files/simple-pdf";
import { assignAgent } from "../core/orders/assign-agent";
import { assignLab } from "../core/orders/assign-lab";
import { collectSample } from "../core/orders/collect-sample";
import { confirmTests } from "../core/orders/confirm-tests";
import { findPrescriptionDownload } from "../core/orders/find-prescription-download";
import { findReportDownload } from "../core/orders/find-report-download";
import { startVisit } from "../core/orders/start-visit";
import { createLab, createRequest, createStaff, testOrderDeps } from "../core/orders/test-support";
import { uploadReport } from "../core/orders/upload-report";
import { acceptPaymentWebhook } from "../core/payments/accept-payment-webhook";
import { decideSandboxPayment } from "../core/payments/sandbox-gateway";
import { startPayment } from "../core/payments/start-payment";
import { createOrder, createPatient, TEST_SECRET, testPaymentDeps } from "../core/payments/test-support";
import { loadReferenceData } from "../core/reference-data/load-reference-data";
import { createDb, migrateToLatest, type Db } from "../db/client";
import { startEmbeddedPostgres } from "../db/embedded-postgres";
import { freshDatabase } from "../db/test-support/fresh-database";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const photo = await fs.readFile(path.join(root, "core/files/test-files/photo.jpg"));

/** `npm run backup` / `npm run restore` as an operator runs them: a child process, its exit code and its last line. */
async function command(script: "backup" | "restore", args: string[], env: Record<string, string | undefined>): Promise<{ code: number; output: string }> {
  try {
    const { stderr } = await run(path.join(root, "node_modules/.bin/tsx"), [path.join(root, `server/cli/${script}.ts`), ...args], {
      cwd: root,
      env: { ...process.env, APP_ENV: "demo", DATABASE_URL: undefined, ...env },
    });
    return { code: 0, output: stderr.trim() };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr.trim() };
  }
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-backup-test-"));
  // The embedded PostgreSQL runs as the postgres user when we are root: it must reach a cluster under this folder.
  await fs.chmod(dir, 0o755);
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function database(): Promise<{ url: string; db: Db }> {
  const fresh = await freshDatabase();
  const db = createDb(fresh.url, { max: 3 });
  cleanups.push(async () => {
    await db.destroy();
    await fresh.drop();
  });
  return { url: fresh.url, db };
}

/** What must come back: the orders, payments, audit rows, messages and users. */
async function rows(db: Db) {
  return {
    orders: await db.selectFrom("sample_requests").selectAll().orderBy("id").execute(),
    payments: await db.selectFrom("payments").selectAll().orderBy("id").execute(),
    audit: await db.selectFrom("audit_log").selectAll().orderBy("id").execute(),
    messages: await db.selectFrom("messages").selectAll().orderBy("id").execute(),
    users: await db.selectFrom("users").selectAll().orderBy("id").execute(),
  };
}

/** The bytes each order's prescription and report downloads serve (a download writes an audit row: read rows first). */
async function downloads(db: Db, filesDir: string) {
  const storage = localFileStorage(filesDir);
  const served = [];
  for (const order of orders) {
    for (const found of [await findPrescriptionDownload(db, { userId: order.uid, orderId: order.id }), await findReportDownload(db, { userId: order.uid, orderId: order.id })]) {
      const file = found ? await storage.get(found.key) : null;
      served.push(file ? (await buffer(file.stream)).toString("base64") : null);
    }
  }
  return served;
}

let dataDir: string;
let archive: string;
let source: { url: string; db: Db };
let before: Awaited<ReturnType<typeof rows>>;
let served: Awaited<ReturnType<typeof downloads>>;
let orders: { id: number; uid: number }[];

beforeAll(async () => {
  source = await database();
  const { db } = source;
  await migrateToLatest(db);
  await loadReferenceData(db);
  dataDir = await tempDir();
  const filesDir = path.join(dataDir, "files");

  // Booked with a prescription photo, priced, visited, paid at the door, reported.
  const deps = { ...testOrderDeps(db), storage: localFileStorage(filesDir) };
  const booked = await createRequest(db, { language: "hi" });
  const prescription = await deps.storage.put(photo, { kind: "prescription", owner: booked.uid });
  await db.updateTable("sample_requests").set({ prescription, prescription_type: "image/jpeg" }).where("id", "=", booked.id).execute();
  const admin = await createStaff(db, "admin");
  const agent = await createStaff(db, "agent");
  const tests = await db.selectFrom("tests").select("id").where("active", "=", true).orderBy("id").limit(2).execute();
  const lab = await createLab(db, [{ testId: tests[0]!.id, pricePaise: 33_000 }]);
  const labUser = await createStaff(db, "lab", { labId: lab });
  const now = new Date("2030-01-14T06:00:00Z");
  await assignLab(deps, { orderId: booked.id, actor: admin, labId: lab, now });
  await confirmTests(deps, { orderId: booked.id, actor: admin, testIds: tests.map((test) => test.id), now });
  await assignAgent(deps, { orderId: booked.id, actor: admin, agentId: agent.id, date: "2030-01-15", time: "08:30", now });
  await startVisit(deps, { orderId: booked.id, actor: agent, now: new Date("2030-01-15T03:00:00Z") });
  await collectSample(deps, { orderId: booked.id, actor: agent, code: "123456", paymentMethod: "cash", now });
  await uploadReport(deps, { orderId: booked.id, actor: labUser, file: simplePdf(["Haemoglobin 13.1 g/dL"]), now });

  // Paid online through the sandbox gateway.
  const payments = testPaymentDeps(db);
  const patient = await createPatient(db);
  const paidOrder = await createOrder(db, patient);
  const started = await startPayment(payments, { userId: patient.id, requestId: paidOrder, language: "bn", origin: "https://nikat.test" });
  const attempt = await db.selectFrom("payments").select("merchant_order_id").where("id", "=", started.attemptId).executeTakeFirstOrThrow();
  const decided = await decideSandboxPayment({ db, secret: TEST_SECRET }, attempt.merchant_order_id, "success");
  if (decided?.callback) await acceptPaymentWebhook(payments, decided.callback);

  orders = [booked, { id: paidOrder, uid: patient.id }];
  served = await downloads(db, filesDir);
  before = await rows(db);
  archive = path.join(await tempDir(), "nikat.tar.gz");
}, 120_000);

describe("npm run backup and npm run restore", () => {
  it("a backup restored into a wiped database and DATA_DIR gives back the same orders, payments, audit rows and files", async () => {
    expect(before.orders.find((order) => order.id === orders[0]!.id)).toMatchObject({ status: "Report Generated" });
    expect(before.payments.some((payment) => payment.state === "completed")).toBe(true);
    expect(before.audit.length).toBeGreaterThan(4);
    expect(served.filter(Boolean)).toHaveLength(2);

    const backup = await command("backup", ["--out", archive], { DATABASE_URL: source.url, DATA_DIR: dataDir });
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining("backup written to") });
    expect((await fs.stat(archive)).mode & 0o777).toBe(0o600);

    // Wiped: every table and job gone from the database, DATA_DIR emptied.
    await sql`drop schema public cascade; drop schema if exists pgboss cascade; create schema public`.execute(source.db);
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.mkdir(dataDir);
    expect(await source.db.introspection.getTables()).toEqual([]);
    const target = source;
    const restore = await command("restore", [archive], { DATABASE_URL: target.url, DATA_DIR: dataDir });
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining("restored the backup") });
    expect(await rows(target.db)).toEqual(before);
    expect(await downloads(target.db, path.join(dataDir, "files"))).toEqual(served);

    // New rows continue after the restored ones (the sequences came back too).
    const next = await createPatient(target.db);
    expect(next.id).toBeGreaterThan(Math.max(...before.users.map((user) => user.id)));

    const again = await command("restore", [archive], { DATABASE_URL: target.url, DATA_DIR: dataDir });
    expect(again).toEqual({ code: 1, output: expect.stringMatching(/^\[nikat\] restore failed: the target already holds data .*--force/) });
    const forced = await command("restore", [archive, "--force"], { DATABASE_URL: target.url, DATA_DIR: dataDir });
    expect(forced.code).toBe(0);
    expect(await rows(target.db)).toEqual(before);
    expect(await downloads(target.db, path.join(dataDir, "files"))).toEqual(served);
  }, 120_000);

  it("restores into an empty DATA_DIR by creating the embedded cluster, and backs up while that cluster runs", async () => {
    const emptyDataDir = path.join(await tempDir(), "data");
    const restore = await command("restore", [archive], { DATA_DIR: emptyDataDir });
    expect(restore).toMatchObject({ code: 0 });
    // The app starts on the restored cluster; a backup taken meanwhile reaches that running PostgreSQL.
    const running = await startEmbeddedPostgres(path.join(emptyDataDir, "pg"));
    const db = createDb(running.connectionString, { max: 2 });
    try {
      expect(await rows(db)).toEqual(before);
      expect(await downloads(db, path.join(emptyDataDir, "files"))).toEqual(served);
      const second = path.join(path.dirname(archive), "while-running.tar.gz");
      const backup = await command("backup", ["--out", second], { DATA_DIR: emptyDataDir });
      expect(backup).toMatchObject({ code: 0, output: expect.stringContaining("using the embedded PostgreSQL the running app started") });
      const underTheApp = await command("restore", [second, "--force"], { DATA_DIR: emptyDataDir });
      expect(underTheApp).toEqual({ code: 1, output: expect.stringMatching(/^\[nikat\] restore failed: the app is running on .*: stop it before restoring\.$/) });
    } finally {
      await db.destroy();
      await running.stop();
    }
  }, 120_000);

  it("with STORAGE=s3 the archive holds the database only (the files stay in the bucket), and a local-files archive is not restored into s3", async () => {
    const s3 = { STORAGE: "s3", S3_BUCKET: "nikat-files", S3_REGION: "ap-south-1" };
    const databaseOnly = path.join(path.dirname(archive), "s3.tar.gz");
    const expected = await rows(source.db);
    const backup = await command("backup", ["--out", databaseOnly], { DATABASE_URL: source.url, DATA_DIR: dataDir, ...s3 });
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining("STORAGE=s3: uploaded files stay in the bucket") });
    const unpacked = await tempDir();
    await extractTar({ file: databaseOnly, cwd: unpacked });
    const manifest = JSON.parse(await fs.readFile(path.join(unpacked, "manifest.json"), "utf8")) as { storage: string; entries: { path: string }[] };
    expect(manifest.storage).toBe("s3");
    expect(manifest.entries.filter((entry) => !entry.path.startsWith("database/"))).toEqual([]);

    const target = await database();
    const refused = await command("restore", [archive], { DATABASE_URL: target.url, DATA_DIR: await tempDir(), ...s3 });
    expect(refused).toEqual({ code: 1, output: "[nikat] restore failed: the backup holds local files but STORAGE=s3: restore with STORAGE=local, or copy its files/ folder into the bucket yourself." });
    const restored = await command("restore", [databaseOnly], { DATABASE_URL: target.url, DATA_DIR: await tempDir(), ...s3 });
    expect(restored).toMatchObject({ code: 0, output: expect.stringContaining("its uploaded files are in the bucket") });
    expect(await rows(target.db)).toEqual(expected);
  }, 120_000);

  it("refuses, in one line and with exit code 1, a missing file, a damaged archive, a wrong format version and an altered file", async () => {
    const target = await database();
    const env = { DATABASE_URL: target.url, DATA_DIR: await tempDir() };
    const failure = async (file: string) => {
      const result = await command("restore", [file], env);
      expect(result.code).toBe(1);
      expect(result.output.split("\n")).toHaveLength(1);
      return result.output;
    };
    const folder = await tempDir();
    expect(await failure(path.join(folder, "missing.tar.gz"))).toMatch(/restore failed: backup file not found: /);

    await fs.writeFile(path.join(folder, "junk.tar.gz"), "not a backup");
    expect(await failure(path.join(folder, "junk.tar.gz"))).toMatch(/is not a readable backup archive/);

    const unpacked = path.join(folder, "unpacked");
    await fs.mkdir(unpacked);
    await extractTar({ file: archive, cwd: unpacked });
    const repack = async (name: string) => {
      const file = path.join(folder, name);
      await createTar({ gzip: true, file, cwd: unpacked }, await fs.readdir(unpacked));
      return file;
    };
    const manifestFile = path.join(unpacked, "manifest.json");
    const manifest = await fs.readFile(manifestFile, "utf8");
    await fs.writeFile(manifestFile, manifest.replace('"formatVersion": 1', '"formatVersion": 99'));
    expect(await failure(await repack("future.tar.gz"))).toMatch(/backup format version 99 is not supported/);
    await fs.writeFile(manifestFile, manifest);

    const [kind] = await fs.readdir(path.join(unpacked, "files"));
    const [name] = await fs.readdir(path.join(unpacked, "files", kind!));
    await fs.appendFile(path.join(unpacked, "files", kind!, name!), "x");
    expect(await failure(await repack("altered.tar.gz"))).toMatch(new RegExp(`checksum mismatch for files/${kind}/${name}`));

    await fs.symlink("/etc/passwd", path.join(unpacked, "files", kind!, "0".repeat(32)));
    expect(await failure(await repack("linked.tar.gz"))).toMatch(new RegExp(`the backup holds files/${kind}/0{32}, which is not a plain file`));

    // Nothing was touched: the target database is still empty.
    expect(await target.db.introspection.getTables()).toEqual([]);
  }, 120_000);
});
