// Budget (issue #15): at the scale generator's 1,000,000 requests, the admin queue's first page with any single filter
// p95 <= 20 ms and an agent's day list p95 <= 5 ms, with the plans shown by EXPLAIN.
// Usage: npx tsx bench/staff.ts [--scale 1000] [--runs 300]   (BENCH_DATABASE_URL to use a PostgreSQL server)
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { listAgentDay } from "../core/staff/list-agent-day";
import { listStaffQueue, staffQueueQuery, type StaffQueueFilters } from "../core/staff/list-staff-queue";
import { addDays, kolkataDay } from "../core/time/kolkata-day";
import { countsForScale, generateScale } from "../seed/generate-scale";
import { openBenchDatabase, timeRuns, type Timings } from "./bench-database";

const { values } = parseArgs({ options: { scale: { type: "string", default: "1000" }, runs: { type: "string", default: "300" } } });
const scale = Number(values.scale);
const runs = Number(values.runs);
const QUEUE_BUDGET_MS = 20;
const AGENT_DAY_BUDGET_MS = 5;

const { db, close } = await openBenchDatabase();
let failed = false;
try {
  const counts = { ...countsForScale(scale), pharmacies: 0, hospitals: 0, doctors: 0, chambers: 0 };
  const started = performance.now();
  await generateScale(db, counts);
  const total = await db.selectFrom("sample_requests").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  console.log(`generated ${total.n} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const report = (label: string, t: Timings, budget: number) => {
    const ok = t.p95 <= budget;
    if (!ok) failed = true;
    console.log(`${ok ? "ok  " : "OVER"} ${label}: p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms (budget ${budget}), max ${t.max.toFixed(2)} ms`);
  };
  const labs = await db.selectFrom("hospitals").select("id").where("type", "=", "Lab").orderBy("id").execute();
  const pincodes = (await sql<{ pincode: string }>`select distinct pincode from sample_requests where pincode is not null limit 200`.execute(db)).rows.map((r) => r.pincode);
  const cities = (await sql<{ city: string }>`select distinct city from sample_requests where city is not null limit 200`.execute(db)).rows.map((r) => r.city);
  const names = (await sql<{ name: string }>`select name from sample_requests tablesample system (0.1) limit 200`.execute(db)).rows.map((r) => r.name);
  const phones = (await sql<{ phone: string }>`select phone from sample_requests tablesample system (0.1) limit 200`.execute(db)).rows.map((r) => r.phone);
  const maxId = Number((await sql<{ id: string }>`select max(id) as id from sample_requests`.execute(db)).rows[0]?.id ?? 1);
  const today = kolkataDay(new Date()).date;
  const pick = <T>(list: T[], i: number): T => list[(i * 7919) % list.length]!;

  const filters: [string, (i: number) => StaffQueueFilters][] = [
    ["no filter", () => ({})],
    ["status Pending Confirmation", () => ({ status: "Pending Confirmation" })],
    ["status Agent Assigned", () => ({ status: "Agent Assigned" })],
    ["slot day", (i) => ({ day: addDays(today, -(i % 300)) })],
    ["lab", (i) => ({ labId: pick(labs, i).id })],
    ["area by pincode", (i) => ({ area: pick(pincodes, i) })],
    ["area by city", (i) => ({ area: pick(cities, i) })],
    ["payment Pending", () => ({ payment: "Pending" })],
    ["refund due", () => ({ payment: "refund" })],
    ["search by request id", (i) => ({ q: String(1 + ((i * 104729) % maxId)) })],
    ["search by phone", (i) => ({ q: pick(phones, i) })],
    ["search by name prefix", (i) => ({ q: pick(names, i).slice(0, 4) })],
  ];
  for (const [label, make] of filters) {
    report(`admin queue, first page, ${label}, ${runs} runs`, await timeRuns(runs, (i) => listStaffQueue(db, make(i))), QUEUE_BUDGET_MS);
  }
  const agents = await db.selectFrom("users").select("id").where("role", "=", "agent").orderBy("id").execute();
  report(`agent's day (today and tomorrow), ${runs} random agents`, await timeRuns(runs, (i) => listAgentDay(db, { agentId: pick(agents, i).id, today: addDays(today, -(i % 300)) })), AGENT_DAY_BUDGET_MS);

  const explain = async (label: string, query: ReturnType<typeof sql>) => {
    const plan = await sql<{ "QUERY PLAN": string }>`explain (analyze, buffers, costs off) ${query}`.execute(db);
    console.log(`\nEXPLAIN ${label}:\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
  };
  const day = addDays(today, -30);
  // The queue's own SQL, as the app sends it.
  const queue = (filters: StaffQueueFilters) => {
    const compiled = staffQueueQuery(db, filters).compile();
    return sql.raw(compiled.parameters.reduce<string>((text, value, i) => text.replace(new RegExp(`\\$${i + 1}(?!\\d)`), typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`), compiled.sql));
  };
  await explain("queue by status", queue({ status: "Agent Assigned" }));
  await explain("queue by slot day", queue({ day }));
  await explain("queue by name prefix", queue({ q: pick(names, 3).slice(0, 4) }));
  await explain("queue, refunds due", queue({ payment: "refund" }));
  await explain("agent's day", sql`select id from sample_requests where agent_id = ${pick(agents, 5).id} and agent_assign_date >= ${day} and agent_assign_date <= ${addDays(day, 1)} order by agent_assign_date, agent_assign_time limit 200`);
} finally {
  await close();
}
process.exitCode = failed ? 1 : 0;
