// Budget: a patient's requests ('My Lab Tests', first page) p95 <= 5 ms and creating a request (without the file
// write) p95 <= 20 ms at the scale generator's 1,000,000 requests (ARCHITECTURE.md §11, issue #13), with the plans
// shown by EXPLAIN. Creating runs the whole core call: form rules, the prescription check of a small photo, the
// insert with the request key, consent, audit row and the outbox message; only the file storage is a no-op.
// Usage: npx tsx bench/booking.ts [--scale 1000] [--runs 500]   (BENCH_DATABASE_URL to use a PostgreSQL server)
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { createSampleRequest } from "../core/booking/create-sample-request";
import { sampleRequestSchema } from "../core/booking/sample-request-schema";
import { listMySampleRequests, MY_REQUESTS_PAGE_SIZE } from "../core/booking/list-my-sample-requests";
import type { FileStorage } from "../core/files/file-storage";
import { recordingMessageQueue } from "../core/messaging/message-queue";
import { outboxMessenger } from "../core/messaging/outbox-messenger";
import { countsForScale, generateScale } from "../seed/generate-scale";
import { openBenchDatabase, timeRuns, type Timings } from "./bench-database";

const { values } = parseArgs({ options: { scale: { type: "string", default: "1000" }, runs: { type: "string", default: "500" } } });
const scale = Number(values.scale);
const runs = Number(values.runs);

/** The file write is left out of the budget: a storage that keeps nothing. */
const discard: FileStorage = { put: async (_body, meta) => `${meta.kind}/${randomBytes(16).toString("hex")}`, get: async () => null, delete: async () => {} };
const photo = new Uint8Array(readFileSync(new URL("../core/files/test-files/photo.jpg", import.meta.url)));

const { db, close } = await openBenchDatabase();
try {
  const full = countsForScale(scale);
  const counts = { ...full, pharmacies: 0, hospitals: 0, doctors: 0, chambers: 0 };
  const started = performance.now();
  await generateScale(db, counts);
  const total = await db.selectFrom("sample_requests").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  console.log(`generated ${JSON.stringify(counts)} (${total.n} requests) in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const patients = await db.selectFrom("users").select(["id", "phone"]).where("role", "=", "patient").orderBy("id").execute();
  const pick = (i: number) => patients[(i * 7919) % patients.length]!;
  const report = (label: string, t: Timings) =>
    console.log(
      `${label}: p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms, max ${t.max.toFixed(2)} ms` +
        ` (in the database: p50 ${t.database.p50.toFixed(2)} ms, p95 ${t.database.p95.toFixed(2)} ms)`,
    );

  report(`My Lab Tests, first page of ${MY_REQUESTS_PAGE_SIZE}, ${runs} random patients`, await timeRuns(runs, (i) => listMySampleRequests(db, { uid: pick(i).id })));
  report(`My Lab Tests, 'load more' page, ${runs} random patients`, await timeRuns(runs, async (i) => {
    const first = await listMySampleRequests(db, { uid: pick(i).id, limit: 3 });
    return listMySampleRequests(db, { uid: pick(i).id, before: first.nextBefore ?? 1 });
  }));

  // 10:00 in Kolkata: every slot is open. Each patient's first booking also stores their consent.
  const now = new Date(`${new Date().toISOString().slice(0, 10)}T10:00:00+05:30`);
  const messenger = outboxMessenger(db);
  // The job queue's send comes after the answer: only the enqueue is part of the request (pg-boss's insert, here a no-op).
  const messageQueue = recordingMessageQueue();
  const form = () => ({
    name: "Bench Patient",
    age: "54",
    gender: "Female",
    village: "Behala",
    address: "14 Diamond Harbour Road",
    city: "Kolkata",
    pincode: "700034",
    slot: "tomorrow-1",
    consent: "on",
    requestKey: randomBytes(16).toString("hex"),
  });
  report(`create a request (no file write), ${runs} random patients`, await timeRuns(runs, (i) =>
    createSampleRequest({ db, storage: discard, messenger, messageQueue }, { patient: pick(i), form: sampleRequestSchema.parse(form()), prescription: photo, language: "bn", now })));

  const someone = pick(1);
  const explain = async (label: string, query: ReturnType<typeof sql>) => {
    const plan = await sql<{ "QUERY PLAN": string }>`explain (analyze, buffers, costs off) ${query}`.execute(db);
    console.log(`\nEXPLAIN ${label}:\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
  };
  await explain("a patient's requests, newest first (first page)", sql`
    select id, status, name, phone, lab_name, payment_status, created_at from sample_requests
    where uid = ${someone.id} order by id desc limit ${MY_REQUESTS_PAGE_SIZE + 1}`);
  await explain("the request key seen before? (a repeated post)", sql`
    select id from sample_requests where request_key = ${"x".repeat(24)} and uid = ${someone.id}`);
  await sql`begin`.execute(db);
  try {
    await explain("the insert with the request key (rolled back)", sql`
      insert into sample_requests (uid, phone, name, request_key) values (${someone.id}, ${someone.phone}, 'Explain', ${randomBytes(16).toString("hex")})
      on conflict (request_key) where request_key is not null do nothing returning id`);
  } finally {
    await sql`rollback`.execute(db);
  }
} finally {
  await close();
}
