import fs from "node:fs/promises";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { RELATIVE_SLOTS } from "../core/booking/slots";
import { PRESCRIPTION_MAX_BYTES, REPORT_MAX_BYTES } from "../core/files/upload-limits";
import type { FileStorage } from "../core/files/file-storage";
import { simplePdf } from "../core/files/simple-pdf";
import { createLab } from "../core/orders/test-support";
import { ORDER_STATUSES, type OrderStatus } from "../core/orders/transitions";
import { createPatient } from "../core/payments/test-support";
import { createAssignedOrder, createStaff } from "../core/staff/test-support";
import { addDays, kolkataDay } from "../core/time/kolkata-day";
import { testDb } from "../db/test-support/test-db";
import { asDataRequest, bodyOf, CONTROL, fieldName, formBodyOf, text, type Body } from "./test-support/fuzz-arbitraries";
import { startInProcessApp } from "./test-support/in-process-app";
import { fuzzSeeds } from "./test-support/fuzz-seeds";
import { wordingProblems } from "./test-support/translated-refusal";

/**
 * Property-based fuzzing of an order's whole life (issue #16): booking with random files and fields, the patient's
 * tracking actions, every staff action as admin, agent and lab (and as a patient, who is refused), and the staff
 * pages with random filters. No answer may be a 5xx; a refusal is worded in every language; nothing is half-stored:
 * a refusal changes none of the fixtures' orders, audit rows, messages or payments, a success at most what one
 * transition writes. Each property runs the fixed seeds and one random seed (printed); repeat one with FUZZ_SEED=<seed>.
 */
const seeds = fuzzSeeds("fuzz-lifecycle");
const BOOKING_RUNS = Number(process.env.FUZZ_BOOKING_RUNS ?? 120);
const TRACKING_RUNS = Number(process.env.FUZZ_TRACKING_RUNS ?? 130);
const STAFF_RUNS = Number(process.env.FUZZ_STAFF_RUNS ?? 220);
const STAFF_GET_RUNS = Number(process.env.FUZZ_STAFF_GET_RUNS ?? 100);
/** A run's time budget grows with its inputs (bench/fuzz.mjs scales the counts up). */
const budget = (runs: number) => (60_000 + runs * 600) * seeds.length;

const db = testDb();
let app: FastifyInstance;
let storage: FileStorage;
let close: () => Promise<void>;

type Who = { id: number; phone: string; cookie: string };
let patient: Who;
let otherPatient: Who;
let admin: Who;
let agent: Who;
let otherAgent: Who;
let labUser: Who;
let otherLabUser: Who;
let labId = 0;
let otherLabId = 0;
let testIds: number[] = [];
let prescriptionKey = "";
let reportKey = "";
/** One order in each status, for the pages and files staff read. */
let standingOrders: number[] = [];

const photoJpg = new Uint8Array(await fs.readFile(new URL("../core/files/test-files/photo.jpg", import.meta.url)));
const photoPng = new Uint8Array(await fs.readFile(new URL("../core/files/test-files/photo.png", import.meta.url)));
const pdf = simplePdf(["Lipid Profile", "Total cholesterol 180 mg/dL"]);
const scriptedPdf = Buffer.from(Buffer.from(pdf).toString("latin1").replace("<< /Type /Catalog", "<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> /Type /Catalog"), "latin1");

const tomorrow = () => addDays(kolkataDay(new Date()).date, 1);

async function who(role: "patient" | "admin" | "agent" | "lab", lab: number | null = null): Promise<Who> {
  const user = role === "patient" ? await createPatient(db) : await createStaff(db, role, { labId: lab });
  return { id: user.id, phone: user.phone, cookie: `nikat_session=${(await createSession(db, { userId: user.id })).token}` };
}

beforeAll(async () => {
  ({ app, storage, close } = await startInProcessApp(db));
  testIds = (await db.selectFrom("tests").select("id").orderBy("id").limit(3).execute()).map((row) => row.id);
  labId = await createLab(db, testIds.map((testId, i) => ({ testId, pricePaise: 35_000 + i * 10_000 })));
  otherLabId = await createLab(db);
  patient = await who("patient");
  otherPatient = await who("patient");
  admin = await who("admin");
  agent = await who("agent");
  otherAgent = await who("agent");
  labUser = await who("lab", labId);
  otherLabUser = await who("lab", otherLabId);
  prescriptionKey = await storage.put(photoPng, { kind: "prescription", owner: patient.id });
  reportKey = await storage.put(pdf, { kind: "report", owner: patient.id });
  standingOrders = [];
  for (const status of ORDER_STATUSES) standingOrders.push(await orderIn(status, { assigned: true, paid: status !== "Confirmed" }));
}, 180_000);

afterAll(async () => close?.());

/** A fresh order of the fuzz patient in a status, with its prescription (and its report once generated). */
async function orderIn(status: OrderStatus, options: { assigned: boolean; paid: boolean }): Promise<number> {
  const id = await createAssignedOrder(db, { agentId: agent.id, labId, date: tomorrow(), time: "10:30", status, paid: options.paid, uid: patient.id, patientPhone: patient.phone });
  const pending = status === "Pending Confirmation";
  await db
    .updateTable("sample_requests")
    .set({
      prescription: prescriptionKey,
      prescription_type: "image/png",
      report: status === "Report Generated" ? reportKey : null,
      report_type: status === "Report Generated" ? "application/pdf" : null,
      ...(pending ? { amount_paise: null, tests: "[]", payment_status: "Pending" } : {}),
      ...(options.assigned && !pending ? {} : { agent_id: null, agent_name: null, agent_assign_date: null, agent_assign_time: null }),
      ...(options.assigned ? {} : { lab_id: null, lab_name: null }),
    })
    .where("id", "=", id)
    .execute();
  return id;
}

type Rows = { orders: number; audit: number; refusedAudit: number; messages: number; payments: number };

/** Staff reads of a page, written on every render (below). */
const PAGE_READS = ["request.view", "request.list", "results.view"];

/** The fixtures' own rows (the test database is shared with other files running at the same time). */
async function ownRows(): Promise<Rows> {
  const patients = [patient.id, otherPatient.id];
  const actors = [patient, otherPatient, admin, agent, otherAgent, labUser, otherLabUser].map((user) => user.id);
  const count = (query: { executeTakeFirstOrThrow: () => Promise<{ n: string | number | bigint }> }) => query.executeTakeFirstOrThrow().then((row) => Number(row.n));
  const [orders, audit, refusedAudit, messages, payments] = await Promise.all([
    count(db.selectFrom("sample_requests").select((eb) => eb.fn.countAll<string>().as("n")).where("uid", "in", patients)),
    // A staff read of a page is an audit row on every render, refused forms' too (issue #34, "Who opened my data"): a
    // request's or sample's page, one row per order a list shows, the lab's saved values (tested in
    // core/staff/staff.int.test.ts, core/staff/record-staff-reads.int.test.ts, core/results/result-values.int.test.ts):
    // reads are not what these runs count.
    count(db.selectFrom("audit_log").select((eb) => eb.fn.countAll<string>().as("n")).where("actor_id", "in", actors).where("action", "not like", "%.refused").where("action", "not in", PAGE_READS)),
    count(db.selectFrom("audit_log").select((eb) => eb.fn.countAll<string>().as("n")).where("actor_id", "in", actors).where("action", "like", "%.refused")),
    count(db.selectFrom("messages").select((eb) => eb.fn.countAll<string>().as("n")).where("to", "in", [patient.phone, otherPatient.phone])),
    count(db.selectFrom("payments").select((eb) => eb.fn.countAll<string>().as("n")).where("uid", "in", patients)),
  ]);
  return { orders, audit, refusedAudit, messages, payments };
}

const difference = (before: Rows, after: Rows): Rows => ({
  orders: after.orders - before.orders,
  audit: after.audit - before.audit,
  refusedAudit: after.refusedAudit - before.refusedAudit,
  messages: after.messages - before.messages,
  payments: after.payments - before.payments,
});
const NOTHING: Rows = { orders: 0, audit: 0, refusedAudit: 0, messages: 0, payments: 0 };

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** How often each kind of answer came, printed after a property: a run that never got past the first check shows it. */
function tally(name: string) {
  const counts = new Map<string, number>();
  return {
    add: (kind: string, response: Answer, changed: Rows) => {
      const outcome = refused(response) ? `refused ${response.statusCode}` : changed.audit > 0 || changed.orders > 0 ? "done" : `answered ${response.statusCode}`;
      const key = `${kind}: ${outcome}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    print: () => console.log(`${name}:\n${[...counts].sort().map(([key, n]) => `  ${key} ×${n}`).join("\n")}`),
  };
}

/** Refused: a 4xx, or the redirect back to the page that carries the refusal (tracking's changeError, the report upload's uploadError). */
const refused = (response: Answer) =>
  response.statusCode >= 400 || /[?&](changeError|uploadError)=/.test(`${String(response.headers.location ?? "")} ${response.statusCode === 202 ? response.body : ""}`);

/** The properties every answer keeps: below 500, a refusal worded, a refusal storing nothing, a success at most one transition's rows. */
function expectSound(label: string, response: Answer, changed: Rows, limits: { orders?: number; messages?: number; refusedAudit?: number; form?: boolean } = {}) {
  expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (refused(response)) {
    // A page's own 404 is the not-found page; every other refusal answers a form and names its message.
    const formRefusal = (limits.form ?? true) && response.statusCode >= 400 && ![404, 405].includes(response.statusCode);
    expect(wordingProblems(response, { formRefusal }), label).toEqual([]);
    expect(changed, `${label} refused with ${response.statusCode} yet stored`).toEqual({ ...NOTHING, refusedAudit: Math.min(changed.refusedAudit, limits.refusedAudit ?? 0) });
    return;
  }
  expect(changed.orders, label).toBeLessThanOrEqual(limits.orders ?? 0);
  expect(changed.audit, label).toBeLessThanOrEqual(1);
  expect(changed.refusedAudit, label).toBe(0);
  expect(changed.payments, label).toBeLessThanOrEqual(1);
  expect(changed.messages, label).toBeLessThanOrEqual(limits.messages ?? 2);
}

const inject = (method: "GET" | "POST", url: string, cookie: string, sent?: Body, accept?: string): Promise<Answer> =>
  app.inject({ method, url, headers: { cookie, ...(sent?.type ? { "content-type": sent.type } : {}), ...(accept ? { accept } : {}) }, payload: sent?.payload }) as Promise<Answer>;

const lang = fc.constantFrom("en", "hi", "bn");
/** Most fuzzed orders have their lab and agent, so the agent's and the lab's actions reach them. */
const mostly = fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });
const render = fc.nat(3);
const asRequested = (path: string, mode: number) => (mode === 0 ? path : asDataRequest(path));

// ---------------------------------------------------------------- files

const HUGE = Symbol("just over the field's limit");
type FileBytes = Uint8Array | typeof HUGE;
const realFiles = [photoJpg, photoPng, pdf];
const fileBytes: fc.Arbitrary<FileBytes> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<Uint8Array>(...realFiles) },
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...realFiles), fc.nat()).map(([bytes, cut]) => bytes.subarray(0, cut % bytes.length)) },
  { weight: 3, arbitrary: fc.uint8Array({ maxLength: 4000 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...realFiles), fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.nat()).map(([bytes, noise, at]) => spliced(bytes, noise, at % bytes.length)) },
  { weight: 1, arbitrary: fc.constant<Uint8Array>(scriptedPdf) },
  { weight: 1, arbitrary: fc.constant<Uint8Array>(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>")) },
  { weight: 1, arbitrary: fc.constant<Uint8Array>(new Uint8Array(0)) },
  { weight: 1, arbitrary: fc.constant<FileBytes>(HUGE) },
);
const spliced = (bytes: Uint8Array, noise: Uint8Array, at: number) => Buffer.concat([bytes.subarray(0, at), noise, bytes.subarray(at + noise.length)]);
const fileName = fc.oneof(
  fc.constantFrom("p.jpg", "report.pdf", "photo.png", "", "../../etc/passwd", 'a"b.pdf', "x".repeat(300), "रिपोर्ट.pdf", "a\r\nContent-Type: text/html.pdf", "con.exe"),
  fc.string({ maxLength: 40 }),
);
const fileType = fc.constantFrom("image/jpeg", "image/png", "application/pdf", "text/html", "image/svg+xml", "application/octet-stream", "", "application/x-msdownload");
type FilePart = { field: string; bytes: FileBytes; name: string; type: string } | null;
/** The field's file: often the kind it wants (so uploads succeed too), else any of the broken ones. */
const filePart = (field: string, wanted: Uint8Array): fc.Arbitrary<FilePart> =>
  fc.option(
    fc.record({
      field: fc.oneof({ weight: 6, arbitrary: fc.constant(field) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) }),
      bytes: fc.oneof({ weight: 1, arbitrary: fc.constant<FileBytes>(wanted) }, { weight: 2, arbitrary: fileBytes }),
      name: fileName,
      type: fileType,
    }),
    { freq: 6, nil: null },
  );

/** A multipart body with text fields and a file: as a browser writes it, or by hand with the file's header as sent. */
async function withFile(entries: [string, string][], file: FilePart, limit: number, byHand: boolean): Promise<Body> {
  const bytes = file?.bytes === HUGE ? new Uint8Array(limit + 1) : file?.bytes;
  if (byHand) {
    const boundary = "fuzzfileboundary";
    const parts: Buffer[] = entries.map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`));
    if (file && bytes) {
      const type = file.type ? `\r\nContent-Type: ${file.type.replace(/[\r\n]/g, "")}` : "";
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field.replace(/["\r\n]/g, "")}"; filename="${file.name.replace(/[\r\n]/g, "")}"${type}\r\n\r\n`), Buffer.from(bytes), Buffer.from("\r\n"));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { type: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
  }
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  if (file && bytes) form.append(file.field, new File([bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  const request = new Request("http://form.invalid/", { method: "POST", body: form });
  return { type: request.headers.get("content-type") ?? undefined, payload: Buffer.from(await request.arrayBuffer()) };
}

/** Text fields as a random body (any encoding) or as a multipart upload with a random file. */
const uploadBody = (entries: fc.Arbitrary<[string, string][]>, field: string, wanted: Uint8Array, limit: number) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.tuple(entries, filePart(field, wanted), fc.boolean()).map(([list, file, byHand]) => () => withFile(list, file, limit, byHand)) },
    { weight: 1, arbitrary: bodyOf(entries).map((sent) => () => Promise.resolve(sent)) },
  );

/** A form field: the values the form accepts, and the odd ones it should refuse (besides any text at all). */
type Field = { good: fc.Arbitrary<string>; any: fc.Arbitrary<string> };
function field(good: readonly string[] | fc.Arbitrary<string>, odd: readonly string[] = []): Field {
  const goodValues = Array.isArray(good) ? fc.constantFrom(...(good as string[])) : (good as fc.Arbitrary<string>);
  return { good: goodValues, any: fc.oneof(goodValues, ...(odd.length > 0 ? [fc.constantFrom(...odd)] : []), text) };
}

/**
 * A form's fields: all as the form wants them, all but one spoiled or left out, or each good, odd or missing; now
 * and then with stray fields besides (a field given twice, an unknown one). Valid forms are common enough that
 * successes are fuzzed as well as refusals.
 */
function formFields(spec: Record<string, Field>, strayNames: readonly string[]): fc.Arbitrary<[string, string][]> {
  const names = Object.keys(spec);
  const all = (pick: (name: string) => fc.Arbitrary<string | null>) =>
    fc.tuple(...names.map((name) => pick(name).map((value): [string, string] | null => (value === null ? null : [name, value])))).map((list) => list.filter((entry): entry is [string, string] => entry !== null));
  const allGood = all((name) => spec[name]!.good);
  const oneSpoiled = fc.tuple(allGood, fc.nat(names.length - 1), fc.option(text, { nil: null })).map(([list, index, value]) => {
    const spoiled = list.filter(([name]) => name !== names[index]);
    return value === null ? spoiled : [...spoiled, [names[index]!, value] as [string, string]];
  });
  const mixed = all((name) => fc.option(fc.oneof(spec[name]!.good, spec[name]!.any), { freq: 8, nil: null }));
  const stray = fc.option(fc.array(fc.tuple(fieldName(strayNames), text), { minLength: 1, maxLength: 3 }), { freq: 3, nil: null });
  return fc.tuple(fc.oneof({ weight: 3, arbitrary: allGood }, { weight: 2, arbitrary: oneSpoiled }, { weight: 2, arbitrary: mixed }), stray).map(([own, extra]) => (extra ? [...own, ...extra] : own));
}

// ---------------------------------------------------------------- (a) booking

const bookingFields = formFields(
  {
    name: field(["Anita Roy", "রিনা দাস"]),
    age: field(["67", "seventy"], ["121", "0"]),
    gender: field(["Female", "Male", "Other"]),
    guardianName: field(["", "Sunil Roy"]),
    village: field(["Behala"]),
    address: field(["14 Diamond Harbour Road"]),
    city: field(["Kolkata"]),
    pincode: field(["700034", ""], ["000000", "70003"]),
    state: field(["West Bengal", ""]),
    alternatePhone: field(["", "9830012345"], ["12345"]),
    labId: field(["", "LAB"], ["0", "999999999999"]),
    slot: field(["tomorrow-1", "tomorrow-2"], ["today-1", "today-2"]),
    note: field(["", "Fasting since 8 pm"]),
    lat: field(["22.57", ""], ["91", "NaN"]),
    lon: field(["88.36", ""], ["-181"]),
    consent: field(["on", "true"], ["off"]),
    requestKey: field(["", "abcdefgh12345678"]),
  },
  ["name", "age", "slot", "prescription", "consent"],
);

describe("fuzzing an order's life", () => {
  it(`booking: ${BOOKING_RUNS} random forms and files answer below 500, refusals worded and storing nothing, a booking stored once`, async () => {
    const bookingPath = fc.constantFrom("/booking/sample-request", "/booking/sample-request", "/booking", "/booking?back=%2F");
    const bookingCookie = fc.constantFrom("patient", "patient", "patient", "none", "admin");
    const outcomes = tally("booking");
    for (const seed of seeds) await fc.assert(
      fc.asyncProperty(bookingPath, uploadBody(bookingFields, "prescription", photoJpg, PRESCRIPTION_MAX_BYTES), bookingCookie, lang, render, fc.boolean(), async (path, makeBody, as, language, mode, wantsJson) => {
        const sent = await makeBody();
        sent.payload = fillIn(sent.payload, { LAB: String(labId) });
        const cookie = `lang=${language}${as === "none" ? "" : `; ${as === "admin" ? admin.cookie : patient.cookie}`}`;
        const url = path === "/booking/sample-request" ? path : asRequested(path, mode);
        const before = await ownRows();
        const response = await inject("POST", url, cookie, sent, wantsJson ? "application/json" : undefined);
        const changed = difference(before, await ownRows());
        outcomes.add(path.split("?")[0]!, response, changed);
        expectSound(`POST ${url} as ${as}`, response, changed, { orders: 1, messages: 1 });
        if (changed.orders > 0) expect([as, changed.audit, changed.messages], "a booking: the patient's, one audit row, one message").toEqual(["patient", 1, 1]);
      }),
      { seed, numRuns: BOOKING_RUNS },
    );
    outcomes.print();
  }, budget(BOOKING_RUNS));

  // -------------------------------------------------------------- (b) tracking

  it(`tracking: ${TRACKING_RUNS} random reschedules, cancellations and downloads on own and others' orders answer below 500 and store nothing half-way`, async () => {
    const action = fc.constantFrom("reschedule", "cancel", "prescription", "report", "page");
    const trackingFields = formFields({ slot: field(RELATIVE_SLOTS), reason: field(["Not at home that day", "রিপোর্ট পরে চাই"], ["", " ", `a${CONTROL[0]}b`, "r".repeat(600)]) }, ["slot", "reason", "intent"]);
    const actor = fc.constantFrom("owner", "owner", "owner", "otherPatient", "none", "admin");
    const target = fc.constantFrom("fresh", "fresh", "fresh", "fresh", "0", "999999999999", "abc", "1e3");
    const outcomes = tally("tracking");
    for (const seed of seeds) await fc.assert(
      fc.asyncProperty(action, fc.constantFrom(...ORDER_STATUSES), mostly, fc.boolean(), actor, target, formBodyOf(trackingFields), lang, render, async (step, status, assigned, paid, as, idChoice, sent, language, mode) => {
        const id = idChoice === "fresh" ? String(await orderIn(status, { assigned, paid })) : idChoice;
        const cookies = { owner: patient.cookie, otherPatient: otherPatient.cookie, admin: admin.cookie, none: "" };
        const cookie = `lang=${language}; ${cookies[as]}`;
        const page = `/trace/test/${id}`;
        const before = await ownRows();
        const response =
          step === "reschedule" || step === "cancel"
            ? await inject("POST", asRequested(`${page}/${step}`, mode), cookie, sent)
            : await inject("GET", step === "page" ? asRequested(page, mode) : `${page}/${step}`, cookie);
        const changed = difference(before, await ownRows());
        outcomes.add(step, response, changed);
        expectSound(`${step} ${status} as ${as}`, response, changed, { messages: 1, form: step === "reschedule" || step === "cancel" });
        if (changed.audit > 0) expect(as, "only the owner changes or downloads their order").toBe("owner");
      }),
      { seed, numRuns: TRACKING_RUNS },
    );
    outcomes.print();
  }, budget(TRACKING_RUNS));

  // -------------------------------------------------------------- (c) staff actions

  it(`staff: ${STAFF_RUNS} random admin, agent and lab actions (and a patient's) on orders in every state answer below 500 and store nothing half-way`, async () => {
    const base = { formKey: field(fc.stringMatching(/^[A-Za-z0-9-]{8,24}$/), ["short", "has space in it"]), seen: field(["SEEN"], ["2020-01-01T00:00:00.000Z", ""]) };
    const INTENTS = ["confirm-tests", "assign-lab", "assign-agent", "reschedule", "take-payment", "unlock-code", "record-refund", "gateway-refund", "cancel"];
    const adminFields = formFields(
      {
        intent: field(INTENTS, ["upload-report", "CONFIRM-TESTS"]),
        ...base,
        amount: field(["950", "1,200.50", "₹ 700", ""], ["0", "99999999", "-5"]),
        amountReason: field(["", "Home visit fee waived"]),
        labId: field(["LAB", "OTHERLAB"], ["0", "999999999999"]),
        agentId: field(["AGENT", "OTHERAGENT"], ["ADMIN", "0"]),
        date: field(["TOMORROW"], ["2020-01-01", "2030-02-30", ""]),
        time: field(["10:30"], ["25:00", "9", ""]),
        slot: field(RELATIVE_SLOTS),
        method: field(["cash", "upi"], ["card"]),
        reason: field(["Patient asked"], ["", "r".repeat(600)]),
        TEST0: field(["on"]),
        TEST1: field(["on"]),
      },
      ["intent", "tests", "seen", "formKey", "test-0", "test-999999999"],
    );
    const agentFields = formFields({ intent: field(["start", "collect"]), ...base, code: field(["123456"], ["000000", "12345", "12345a"]), paymentMethod: field(["cash", "upi"], [""]) }, ["intent", "code"]);
    const reportFields = formFields({ ...base }, ["report", "intent"]);
    const action = fc.oneof(
      { weight: 5, arbitrary: fc.record({ kind: fc.constant("admin"), make: formBodyOf(adminFields).map((sent) => () => Promise.resolve(sent)) }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant("admin-report"), make: uploadBody(reportFields, "report", pdf, REPORT_MAX_BYTES) }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant("agent"), make: formBodyOf(agentFields).map((sent) => () => Promise.resolve(sent)) }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant("lab"), make: uploadBody(reportFields, "report", pdf, REPORT_MAX_BYTES) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant("lab-report-address"), make: uploadBody(reportFields, "report", pdf, REPORT_MAX_BYTES) }) },
    );
    // Mostly the role the action is for, so that it gets past the door; any other user (and nobody) is refused.
    const actor = fc.oneof({ weight: 3, arbitrary: fc.constant("proper" as const) }, { weight: 2, arbitrary: fc.constantFrom("admin", "agent", "otherAgent", "lab", "otherLab", "patient", "none") });
    const target = fc.constantFrom("fresh", "fresh", "fresh", "fresh", "0", "999999999999", "abc");
    const outcomes = tally("staff actions");
    for (const seed of seeds) await fc.assert(
      fc.asyncProperty(action, fc.constantFrom(...ORDER_STATUSES), mostly, fc.boolean(), actor, target, lang, render, async ({ kind, make }, status, assigned, paid, drawn, idChoice, language, mode) => {
        const as = drawn !== "proper" ? drawn : kind.startsWith("admin") ? "admin" : kind === "agent" ? "agent" : "lab";
        const id = idChoice === "fresh" ? String(await orderIn(status, { assigned, paid })) : idChoice;
        const version = idChoice === "fresh" ? (await db.selectFrom("sample_requests").select("updated_at").where("id", "=", Number(id)).executeTakeFirstOrThrow()).updated_at.toISOString() : "";
        const sent = await make();
        sent.payload = fillIn(sent.payload, {
          SEEN: version,
          LAB: String(labId),
          OTHERLAB: String(otherLabId),
          AGENT: String(agent.id),
          OTHERAGENT: String(otherAgent.id),
          ADMIN: String(admin.id),
          TOMORROW: tomorrow(),
          TEST0: `test-${testIds[0]}`,
          TEST1: `test-${testIds[1]}`,
        });
        const users = { admin, agent, otherAgent, lab: labUser, otherLab: otherLabUser, patient };
        const cookie = `lang=${language}${as === "none" ? "" : `; ${users[as].cookie}`}`;
        const path = { admin: `/staff/requests/${id}`, "admin-report": `/staff/requests/${id}/report`, agent: `/staff/agent/${id}`, lab: `/staff/lab/${id}`, "lab-report-address": `/staff/lab/${id}/report` }[kind];
        const url = kind === "admin-report" || kind === "lab-report-address" ? path : asRequested(path, mode);
        const before = await ownRows();
        const response = await inject("POST", url, cookie, sent);
        const changed = difference(before, await ownRows());
        outcomes.add(kind, response, changed);
        // A wrong agent code is refused and counted (one `.refused` audit row): five tries lock the order.
        expectSound(`${kind} on ${status} as ${as}`, response, changed, { refusedAudit: kind === "agent" ? 1 : 0 });
        if (changed.audit > 0 || changed.refusedAudit > 0) expect(["admin", "agent", "lab"], `${kind} changed by ${as}`).toContain(as);
      }),
      { seed, numRuns: STAFF_RUNS },
    );
    outcomes.print();
  }, budget(STAFF_RUNS));

  // -------------------------------------------------------------- (d) staff pages

  it(`staff pages: ${STAFF_GET_RUNS} random filters, pages and files answer below 500, and only a file view is written down`, async () => {
    const segment = fc.oneof(text.map((value) => encodeURIComponent(value.slice(0, 120))), fc.constantFrom("%00", "%ZZ", "..", "%", "a%00b", "-1", "0", "1e3"));
    const filters = fc
      .record({
        status: fc.oneof(fc.constantFrom(...ORDER_STATUSES).map(encodeURIComponent), segment),
        day: fc.oneof(fc.constant(tomorrow()), fc.constantFrom("2030-02-30", "2026-13-01"), segment),
        lab: fc.oneof(fc.constant("LAB"), segment),
        area: segment,
        payment: fc.oneof(fc.constantFrom("paid", "unpaid", "refund", "flagged"), segment),
        q: segment,
        before: fc.oneof(fc.constantFrom("1", "999999999999999999", "9007199254740993"), segment),
      }, { requiredKeys: [] })
      .map((chosen) => new URLSearchParams(Object.entries(chosen)).toString());
    const order = fc.oneof(fc.nat(ORDER_STATUSES.length - 1).map((i) => `ORDER${i}`), segment.map((value) => value || "x"));
    const url = fc.oneof(
      { weight: 4, arbitrary: filters.map((query) => `/staff/requests?${query}`) },
      { weight: 2, arbitrary: order.map((id) => `/staff/requests/${id}`) },
      { weight: 2, arbitrary: fc.tuple(order, fc.constantFrom("prescription", "report")).map(([id, file]) => `/staff/requests/${id}/${file}`) },
      { weight: 1, arbitrary: order.map((id) => `/staff/agent/${id}`) },
      { weight: 1, arbitrary: order.map((id) => `/staff/lab/${id}`) },
      { weight: 1, arbitrary: order.map((id) => `/staff/lab/${id}/report`) },
      { weight: 1, arbitrary: fc.constantFrom("/staff", "/staff/requests", "/staff/agent", "/staff/lab", "/staff/agent?day=%00", "/staff/lab?q=%ZZ") },
    );
    const actor = fc.constantFrom("admin", "admin", "agent", "lab", "otherLab", "patient", "none");
    const outcomes = tally("staff pages");
    for (const seed of seeds) await fc.assert(
      fc.asyncProperty(url, actor, lang, render, async (rawUrl, as, language, mode) => {
        const withIds = rawUrl.replace(/ORDER(\d)/g, (_, i: string) => String(standingOrders[Number(i)])).replace("lab=LAB", `lab=${labId}`);
        const isFile = /\/(prescription|report)$/.test(withIds.split("?")[0]!);
        const requested = isFile ? withIds : asRequested(withIds, mode);
        const users = { admin, agent, lab: labUser, otherLab: otherLabUser, patient };
        const cookie = `lang=${language}${as === "none" ? "" : `; ${users[as].cookie}`}`;
        const before = await ownRows();
        const response = await inject("GET", requested, cookie);
        const changed = difference(before, await ownRows());
        outcomes.add(withIds.split("?")[0]!.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, "/:id").slice(0, 40), response, changed);
        expectSound(`GET ${requested} as ${as}`, response, changed, { form: false });
        if (changed.audit > 0) expect([isFile, response.statusCode], `${requested}: only a file shown is audited`).toEqual([true, 200]);
      }),
      { seed, numRuns: STAFF_GET_RUNS },
    );
    outcomes.print();
  }, budget(STAFF_GET_RUNS));
});

/** Puts the fixtures' real ids and version into a body drawn before they existed (placeholders as whole field values or names). */
function fillIn(payload: string | Buffer, values: Record<string, string>): string | Buffer {
  const names = new RegExp(`\\b(${Object.keys(values).join("|")})\\b`, "g");
  const replace = (body: string) => body.replace(names, (name) => encodeURIComponent(values[name]!).replace(/%3A/g, ":"));
  return typeof payload === "string" ? replace(payload) : Buffer.from(replace(payload.toString("latin1")), "latin1");
}
