import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../app/routes";
import { createSession } from "../core/auth/sessions";
import { simplePdf } from "../core/files/simple-pdf";
import { createLab, createRequest, createStaff } from "../core/orders/test-support";
import { startPayment } from "../core/payments/start-payment";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";
import { nextInvoiceNumber } from "../core/payments/next-invoice-number";
import { issueInvoiceLink } from "../core/invoices/invoice-link";

/**
 * Issue #16 ownership matrix: every page and endpoint that reads or changes an order, a payment attempt, an invoice,
 * a report, a prescription or a staff object, tried as each identity that must not reach it: logged out, another
 * patient, an agent not assigned, a lab user of another lab, a forged session and an expired one. Every cell must be
 * refused (404, 401, 403, or a redirect to log in or to /404) and change nothing. A route under one of the object
 * prefixes that is neither in the matrix nor excused below fails the test, so a new route cannot slip past it.
 */

const OBJECT_PREFIXES = ["/trace", "/payments", "/invoice", "/staff", "/sandbox", "/account/family", "/account/data", "/account/health"];
/** Routes under those prefixes that are not an owner's object, and why. */
const EXCUSED: Record<string, string> = {
  "/sandbox/pay/:merchantOrderId": "the sandbox plays the payment provider's hosted page: whoever holds the provider's URL may pay, as at a real provider; it holds no patient data and is off in production",
  "/staff": "a redirect to the role's own console; no object",
  "/account/family": "the session's own family, listed and added to for the session's own account only; no object of anyone else",
  "/account/data": "the session's own data, consents and exports, listed, prepared and withdrawn for the session's own account only (a consent of another account's member is consentNotFound: core/privacy/consents.int.test.ts)",
  "/account/data/erase": "the session's own account's erasure, asked for and shown for the session's own account only (core/privacy/erase-account.int.test.ts); no object of anyone else",
  "/account/data/nominee": "the session's own nominee, saved and shown for the session's own account only (server/privacy-rights.int.test.ts: another account sees none of it)",
  "/account/data/nominee/remove": "removes the session's own nominee only; no object of anyone else",
  "/account/health": "the session's own family's published test values; another account's member id shows the session's own Self instead (server/results.int.test.ts)",
  "/staff/authenticator": "a staff member's own authenticator app, read and changed for the session's own account only; no object of anyone else",
};

type Identity = "loggedOut" | "otherPatient" | "otherAgent" | "otherLab" | "forged" | "expired";
const EVERYONE_ELSE: Identity[] = ["loggedOut", "otherPatient", "otherAgent", "otherLab", "forged", "expired"];

/** A form as the page would post it (fields, and for an upload its PDF), made when the cell runs. */
type Body = () => Promise<{ fields: Record<string, string>; file?: { name: string; bytes: Uint8Array } }>;
type Cell = { route: string; method: "GET" | "POST"; url: () => string; refuse?: Identity[]; body?: Body };

const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;
const cookies = {} as Record<Identity, string>;
const fixture = { lab: 0, member: 0, order: 0, collected: 0, reported: 0, attempt: 0, invoice: 0, invoiceToken: "", dataExport: 0, grievance: 0 };

beforeAll(async () => {
  const started = await startInProcessApp(db);
  ({ app, close } = started);
  const lab = await createLab(db);
  fixture.lab = lab;
  const agent = await createStaff(db, "agent");
  const owner = await createRequest(db, { labId: lab, status: "Agent Assigned", agentId: agent.id });
  fixture.order = owner.id;
  const member = await db.insertInto("family_members").values({ account_id: owner.uid, name: "Anita Das", relation: "Mother", birth_year: 1959, gender: "Female" }).returning("id").executeTakeFirstOrThrow();
  fixture.member = member.id;
  // Issue #34: the owner's grievance, which only an admin may answer.
  const grievance = await db
    .insertInto("grievances")
    .values({ number: `G-1999-${String(randomBytes(3).readUIntBE(0, 3)).padStart(6, "0")}`, account_id: owner.uid, topic: "data", text: "Someone else's grievance", language: "en", due_at: new Date(Date.now() + 7 * 86_400_000), form_key: randomBytes(12).toString("hex") })
    .returning("id")
    .executeTakeFirstOrThrow();
  fixture.grievance = grievance.id;
  const prescription = await started.storage.put(simplePdf(["prescription"]), { kind: "prescription", owner: owner.uid });
  const report = await started.storage.put(simplePdf(["report"]), { kind: "report", owner: owner.uid });
  await db.updateTable("sample_requests").set({ prescription, prescription_type: "application/pdf", amount_paise: 50_000, accepted_amount_paise: 40_000, tests: JSON.stringify([{ test_name: "CBC", amount_paise: 50_000 }]) }).where("id", "=", owner.id).execute();
  const make = async (status: string, extra: Record<string, unknown> = {}) => {
    const { id } = await db
      .insertInto("sample_requests")
      .values({ uid: owner.uid, phone: owner.phone, name: "Owner", status, lab_id: lab, agent_id: agent.id, prescription, prescription_type: "application/pdf", agent_otp: 123456, ...extra })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  };
  fixture.collected = await make("Sample Collected");
  // The invoice number comes from the real series: the payments test checks that the database's numbers are gap-free.
  const invoiceNumber = await nextInvoiceNumber(db);
  fixture.reported = await make("Report Generated", { report, report_status: "Generated", payment_status: "Success", invoice_number: invoiceNumber, amount_paise: 50_000 });
  const reported = await db.selectFrom("sample_requests").select("invoice_number").where("id", "=", fixture.reported).executeTakeFirstOrThrow();
  fixture.invoice = reported.invoice_number ?? 0;
  // A shared link that works (decision 0030): nobody but the owner may stop it or make another.
  await issueInvoiceLink(db, { orderId: fixture.reported, now: new Date() });
  const confirmed = await make("Confirmed", { amount_paise: 50_000, payment_status: "Pending" });
  fixture.attempt = (await startPayment(started.services.payments, { userId: owner.uid, requestId: confirmed, language: "en", origin: "http://localhost" })).attemptId;

  // Issue #34: the owner's ready export of their data (a PDF stands in for the archive, so a leak shows as "%PDF").
  const archive = await started.storage.put(simplePdf(["the owner's data"]), { kind: "export", owner: owner.uid });
  fixture.dataExport = (
    await db
      .insertInto("data_exports")
      .values({ account_id: owner.uid, language: "en", state: "ready", file_key: archive, size: 100, ready_at: new Date(), expires_at: new Date(Date.now() + 86_400_000) })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;

  const session = async (userId: number) => `nikat_session=${(await createSession(db, { userId })).token}`;
  cookies.loggedOut = "";
  cookies.otherPatient = await session((await createRequest(db)).uid);
  cookies.otherAgent = await session((await createStaff(db, "agent")).id);
  cookies.otherLab = await session((await createStaff(db, "lab", { labId: await createLab(db) })).id);
  cookies.forged = `nikat_session=${randomBytes(32).toString("base64url")}`;
  const expiredUser = (await createStaff(db, "admin")).id;
  cookies.expired = await session(expiredUser);
  await db.updateTable("sessions").set({ expires_at: new Date(Date.now() - 60_000) }).where("user_id", "=", expiredUser).execute();
}, 180_000);

afterAll(async () => close?.());

const o = () => fixture.order;
/** The order's version as a form shown now carries it: a refusal must come from who asks, not from a stale form. */
const seenOf = async (id: number) => (await db.selectFrom("sample_requests").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow()).updated_at.toISOString();
const formKey = () => randomBytes(12).toString("hex");
const form = (fields: Record<string, string>): Body => async () => ({ fields });
const upload = (id: () => number, fields: Record<string, string> = {}): Body => async () => ({
  fields: { ...fields, formKey: formKey(), seen: await seenOf(id()) },
  file: { name: "report", bytes: simplePdf(["someone else's report"]) },
});
const MATRIX: Cell[] = [
  { route: "/trace/:type/:id", method: "GET", url: () => `/trace/test/${o()}` },
  // The invoice's shared link (issue #34): only the owner stops it or makes a new one.
  { route: "/trace/:type/:id", method: "POST", url: () => `/trace/test/${fixture.reported}`, body: form({ intent: "stop-link" }) },
  { route: "/trace/:type/:id", method: "POST", url: () => `/trace/test/${fixture.reported}`, body: form({ intent: "new-link" }) },
  { route: "/trace/test/:id/pay", method: "POST", url: () => `/trace/test/${o()}/pay`, body: form({}) },
  { route: "/trace/test/:id/report", method: "GET", url: () => `/trace/test/${fixture.reported}/report` },
  // Issue #28: the results as FHIR, the owner's alone (server/trace-fhir.int.test.ts shows the owner's export).
  { route: "/trace/test/:id/fhir", method: "GET", url: () => `/trace/test/${fixture.reported}/fhir` },
  { route: "/trace/test/:id/prescription", method: "GET", url: () => `/trace/test/${o()}/prescription` },
  { route: "/trace/test/:id/reschedule", method: "POST", url: () => `/trace/test/${o()}/reschedule`, body: form({ slot: "tomorrow-2" }) },
  { route: "/trace/test/:id/cancel", method: "POST", url: () => `/trace/test/${o()}/cancel`, body: form({ reason: "Not mine" }) },
  // Issue #34: only the owner corrects the name on an order.
  { route: "/trace/test/:id/name", method: "POST", url: () => `/trace/test/${o()}/name`, body: form({ name: "Someone Else" }) },
  // Issue #27: only the owner accepts a changed amount (the order waits for it: booked at 40,000, now 50,000).
  { route: "/trace/test/:id/accept-amount", method: "POST", url: () => `/trace/test/${o()}/accept-amount`, body: form({ amountPaise: "50000" }) },
  { route: "/payments/:attemptId/status", method: "GET", url: () => `/payments/${fixture.attempt}/status` },
  { route: "/invoice/:id", method: "GET", url: () => `/invoice/${fixture.invoice}` },
  { route: "/invoice/:id/pdf", method: "GET", url: () => `/invoice/${fixture.invoice}/pdf` },
  // A family member (issue #27): only the account that saved them may open, change or remove them.
  { route: "/account/family/:id", method: "GET", url: () => `/account/family/${fixture.member}` },
  { route: "/account/family/:id", method: "POST", url: () => `/account/family/${fixture.member}`, body: form({ name: "Changed", relation: "Mother", age: "70", gender: "Female" }) },
  { route: "/account/family/:id/remove", method: "GET", url: () => `/account/family/${fixture.member}/remove` },
  { route: "/account/family/:id/remove", method: "POST", url: () => `/account/family/${fixture.member}/remove`, body: form({}) },
  { route: "/account/family/:id/reminders", method: "GET", url: () => `/account/family/${fixture.member}/reminders` },
  { route: "/account/family/:id/reminders", method: "POST", url: () => `/account/family/${fixture.member}/reminders`, body: form({ intent: "repeat-reminders", hba1c: "on" }) },
  // "Download my data" (issue #34): the archive is its owner's alone.
  { route: "/account/data/export/:id", method: "GET", url: () => `/account/data/export/${fixture.dataExport}` },
  // The admin's console: nobody but an admin.
  { route: "/staff/requests", method: "GET", url: () => "/staff/requests" },
  { route: "/staff/requests/:id", method: "GET", url: () => `/staff/requests/${o()}` },
  { route: "/staff/requests/:id", method: "POST", url: () => `/staff/requests/${o()}`, body: async () => ({ fields: { intent: "cancel", reason: "Not allowed", formKey: formKey(), seen: await seenOf(o()) } }) },
  // Every staff member's sessions (issue #25): the admin's alone to see and end.
  { route: "/staff/sessions", method: "GET", url: () => "/staff/sessions" },
  { route: "/staff/sessions", method: "POST", url: () => "/staff/sessions", body: async () => ({ fields: { intent: "revoke", sessionId: "1", formKey: formKey(), seen: "1" } }) },
  // Patients' grievances (issue #34): seen and answered by an admin alone.
  { route: "/staff/grievances", method: "GET", url: () => "/staff/grievances" },
  { route: "/staff/grievances", method: "POST", url: () => "/staff/grievances", body: async () => ({ fields: { intent: "answer", grievanceId: String(fixture.grievance), answer: "Not yours to answer", formKey: formKey(), seen: "1" } }) },
  // WhatsApp conversations handed to a person (issue #29): read, answered and closed by an admin alone.
  { route: "/staff/chats", method: "GET", url: () => "/staff/chats" },
  { route: "/staff/chats", method: "POST", url: () => "/staff/chats", body: async () => ({ fields: { intent: "reply", phone: "9830098302", text: "Not yours to answer", formKey: formKey() } }) },
  // Each lab's visits per slot (issue #27): set by an admin alone.
  { route: "/staff/labs", method: "GET", url: () => "/staff/labs" },
  { route: "/staff/labs", method: "POST", url: () => "/staff/labs", body: async () => ({ fields: { intent: "capacity", labId: String(fixture.lab), visitsPerSlot: "0", formKey: formKey() } }) },
  // The files: an admin or the order's own lab.
  { route: "/staff/requests/:id/prescription", method: "GET", url: () => `/staff/requests/${o()}/prescription` },
  { route: "/staff/requests/:id/report", method: "GET", url: () => `/staff/requests/${fixture.reported}/report` },
  { route: "/staff/requests/:id/report", method: "POST", url: () => `/staff/requests/${fixture.collected}/report`, body: upload(() => fixture.collected, { intent: "upload-report" }) },
  // An agent's own list is theirs to see (another agent sees only their own): refused to everyone who is not an agent.
  { route: "/staff/agent", method: "GET", url: () => "/staff/agent", refuse: ["loggedOut", "otherPatient", "otherLab", "forged", "expired"] },
  { route: "/staff/agent/:id", method: "GET", url: () => `/staff/agent/${o()}` },
  { route: "/staff/agent/:id", method: "POST", url: () => `/staff/agent/${o()}`, body: async () => ({ fields: { intent: "start", formKey: formKey(), seen: await seenOf(o()) } }) },
  { route: "/staff/lab", method: "GET", url: () => "/staff/lab", refuse: ["loggedOut", "otherPatient", "otherAgent", "forged", "expired"] },
  { route: "/staff/lab/:id", method: "GET", url: () => `/staff/lab/${fixture.collected}` },
  { route: "/staff/lab/:id", method: "POST", url: () => `/staff/lab/${fixture.collected}`, body: upload(() => fixture.collected) },
  // The lab's test values (issue #28): the order's own lab alone enters them.
  { route: "/staff/lab/:id", method: "POST", url: () => `/staff/lab/${fixture.collected}?values`, body: async () => ({ fields: { intent: "values", formKey: formKey(), "v-haemoglobin": "9.1" } }) },
  { route: "/staff/lab/:id/report", method: "GET", url: () => `/staff/lab/${fixture.reported}/report` },
];

/**
 * Refused: not found, not allowed, sent to log in (or to /404), or sent back with the refusal named (Pay Now's
 * `?payError=order_not_found`, whose page is itself refused) — never the object, never a change.
 */
function refused(status: number, location: string | undefined): boolean {
  if ([401, 403, 404, 405].includes(status)) return true;
  if (status < 300 || status >= 400) return false;
  const to = location ?? "";
  return /^\/(login|404)?(\?|$)/.test(to) || /[?&]\w*[Ee]rror=order_not_found$/.test(to);
}

const snapshot = async () => ({
  member: await db.selectFrom("family_members").select(["name", "birth_year", "removed_at", "updated_at"]).where("id", "=", fixture.member).executeTakeFirstOrThrow(),
  orders: await db.selectFrom("sample_requests").select(["id", "status", "updated_at", "date", "name"]).where("uid", "=", (await db.selectFrom("sample_requests").select("uid").where("id", "=", fixture.order).executeTakeFirstOrThrow()).uid).orderBy("id").execute(),
  audit: Number((await db.selectFrom("audit_log").select((eb) => eb.fn.countAll<string>().as("n")).where("action", "not like", "%.view").where("action", "not like", "%.download").executeTakeFirstOrThrow()).n),
  grievance: await db.selectFrom("grievances").select(["status", "answer"]).where("id", "=", fixture.grievance).executeTakeFirstOrThrow(),
  links: await db.selectFrom("invoice_links").select(["id", "revoked_at"]).where("request_id", "=", fixture.reported).orderBy("id").execute(),
  values: await db.selectFrom("result_values").select(["request_id", "parameter", "value_number"]).orderBy("id").execute(),
  repeatReminders: await db.selectFrom("repeat_test_reminders").select("test").where("member_id", "=", fixture.member).execute(),
  attempts: Number((await db.selectFrom("payments").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n),
});

async function encode(body: Awaited<ReturnType<Body>> | undefined): Promise<{ headers: Record<string, string>; payload: Buffer } | undefined> {
  if (!body) return undefined;
  if (!body.file) return { headers: { "content-type": "application/x-www-form-urlencoded" }, payload: Buffer.from(new URLSearchParams(body.fields).toString()) };
  const data = new FormData();
  for (const [name, value] of Object.entries(body.fields)) data.set(name, value);
  data.set(body.file.name, new File([body.file.bytes as Uint8Array<ArrayBuffer>], "report.pdf", { type: "application/pdf" }));
  const request = new Request("http://form.invalid/", { method: "POST", body: data });
  return { headers: { "content-type": request.headers.get("content-type") ?? "" }, payload: Buffer.from(await request.arrayBuffer()) };
}

describe("the ownership matrix", () => {
  it("covers every route under the object prefixes, or says why not", () => {
    const paths = new Set<string>();
    const walk = (entries: readonly { path?: string; children?: unknown }[]) => {
      for (const entry of entries) {
        if (entry.path) paths.add(entry.path.startsWith("/") ? entry.path : `/${entry.path}`);
        if (Array.isArray(entry.children)) walk(entry.children as { path?: string }[]);
      }
    };
    walk(routes as { path?: string }[]);
    // Served by the host, not React Router (server/routes/invoice-pdf.ts).
    paths.add("/invoice/:id/pdf");
    const objectRoutes = [...paths].filter((path) => OBJECT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
    const covered = new Set(MATRIX.map((cell) => cell.route));
    expect(objectRoutes.filter((path) => !covered.has(path) && !EXCUSED[path])).toEqual([]);
    expect([...covered].filter((path) => !paths.has(path))).toEqual([]);
  });

  const cells = MATRIX.flatMap((cell) => (cell.refuse ?? EVERYONE_ELSE).map((identity) => [`${cell.method} ${cell.route}`, identity, cell] as const));
  it.each(cells)("%s as %s is refused and changes nothing", async (_name, identity, cell) => {
    const before = await snapshot();
    const body = cell.body ? await cell.body() : undefined;
    const encoded = await encode(body);
    const response = await app.inject({ method: cell.method, url: cell.url(), headers: { cookie: cookies[identity], ...encoded?.headers }, payload: encoded?.payload });
    expect(refused(response.statusCode, response.headers.location as string | undefined), `${response.statusCode} ${String(response.headers.location ?? "")} ${response.body.slice(0, 300)}`).toBe(true);
    expect(response.body).not.toContain("%PDF");
    expect(await snapshot()).toEqual(before);
  });
});
