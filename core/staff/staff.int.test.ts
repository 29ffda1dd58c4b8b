import { randomBytes, randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sql, type Insertable } from "kysely";
import { testDb } from "../../db/test-support/test-db";
import type { SampleRequestsTable } from "../../db/schema";
import { recordingInvoicePrintQueue } from "../invoices/invoice-print-queue";
import { recordingMessageQueue } from "../messaging/message-queue";
import { outboxMessenger } from "../messaging/outbox-messenger";
import { confirmTests } from "../orders/confirm-tests";
import type { OrderDeps } from "../orders/order-deps";
import { createPatient } from "../payments/test-support";
import { findStaffFile } from "./find-staff-file";
import { getStaffRequest, getStaffRequestOptions } from "./get-staff-request";
import { listStaffQueue, readQueueSearch, staffQueueQuery } from "./list-staff-queue";

const db = testDb();
const tag = () => randomBytes(4).toString("hex");

async function createLab(name: string, at: { lat: number; lon: number } = { lat: 22.57, lon: 88.36 }, city = "Kolkata") {
  const { id } = await db
    .insertInto("hospitals")
    .values({ type: "Lab", name, city, lat: at.lat, lon: at.lon, map: `${at.lat},${at.lon}`, status: "Active" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function createStaff(role: "admin" | "agent" | "lab", name: string, labId: number | null = null) {
  const phone = `6${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  const { id } = await db.insertInto("users").values({ phone, name, role, lab_id: labId }).returning("id").executeTakeFirstOrThrow();
  return { id, phone };
}

async function createRequest(values: Partial<Insertable<SampleRequestsTable>> = {}) {
  const patient = await createPatient(db);
  const { id } = await db
    .insertInto("sample_requests")
    .values({ uid: patient.id, phone: patient.phone, name: "Queue Patient", status: "Pending Confirmation", tests: "[]", ...values })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

describe("the admin queue", () => {
  it("reads the search box as a request id, a phone number or the start of a name", () => {
    expect(readQueueSearch("1234")).toEqual({ id: 1234 });
    expect(readQueueSearch("+91 98300-12345")).toEqual({ phone: "9830012345" });
    expect(readQueueSearch("  Ria ")).toEqual({ namePrefix: "ria" });
    expect(readQueueSearch("1234567890")).toEqual({ namePrefix: "1234567890" });
    expect(readQueueSearch("")).toBeNull();
  });

  it("filters by status, slot day, lab, area, payment and search, newest first", async () => {
    const city = `Qcity${tag()}`;
    const pincode = String(randomInt(100_000, 999_999));
    const lab = await createLab(`Queue Lab ${tag()}`);
    const name = `Zq${tag()}`;
    const a = await createRequest({ city, pincode, name: `${name} One`, date: "2031-03-04 1st Half", lab_id: lab, status: "Confirmed" });
    const b = await createRequest({ city: city.toUpperCase(), name: `${name} Two`, date: "2031-03-04 2nd Half", payment_status: "Success", status: "Paid" });
    const c = await createRequest({ city, date: "2031-03-05 1st Half", status: "Cancelled", payment_status: "Success", refund_status: "Due" });
    const d = await createRequest({ city, name: "Other_%Name", status: "Cancelled", refund_status: "Refunded" });
    const ids = async (filters: Parameters<typeof listStaffQueue>[1]) => (await listStaffQueue(db, { area: city, ...filters })).rows.map((row) => row.id);

    expect(await ids({})).toEqual([d, c, b, a]);
    expect(await ids({ status: "Cancelled" })).toEqual([d, c]);
    expect(await ids({ day: "2031-03-04" })).toEqual([b, a]);
    expect(await ids({ day: "not-a-day" })).toEqual([d, c, b, a]);
    expect(await ids({ labId: lab })).toEqual([a]);
    expect(await ids({ payment: "Success" })).toEqual([c, b]);
    expect(await ids({ payment: "Pending" })).toEqual([d, a]);
    expect(await ids({ payment: "refund" })).toEqual([c]);
    expect(await ids({ q: name.toLowerCase() })).toEqual([b, a]);
    expect(await ids({ q: `${name} Tw` })).toEqual([b]);
    // LIKE's characters in a name are taken literally.
    expect(await ids({ q: "other_%" })).toEqual([d]);
    expect(await ids({ q: "other%" })).toEqual([]);
    expect(await ids({ q: String(b) })).toEqual([b]);
    expect((await listStaffQueue(db, { area: pincode })).rows.map((row) => row.id)).toEqual([a]);

    const phone = (await db.selectFrom("sample_requests").select("phone").where("id", "=", c).executeTakeFirstOrThrow()).phone;
    expect((await listStaffQueue(db, { q: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` })).rows.map((row) => row.id)).toEqual([c]);

    const row = (await listStaffQueue(db, { q: String(c) })).rows[0];
    expect(row).toMatchObject({ id: c, status: "Cancelled", paymentStatus: "Success", refundDue: true, codeLocked: false, slot: "2031-03-05 1st Half" });
  });

  it("pages by id: each page older than the last, then no next page", async () => {
    const city = `Pcity${tag()}`;
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push(await createRequest({ city }));
    const first = await listStaffQueue(db, { area: city, limit: 2 });
    expect(first.rows.map((row) => row.id)).toEqual([made[4], made[3]]);
    expect(first.nextBefore).toBe(made[3]);
    const second = await listStaffQueue(db, { area: city, limit: 2, before: first.nextBefore! });
    expect(second.rows.map((row) => row.id)).toEqual([made[2], made[1]]);
    const last = await listStaffQueue(db, { area: city, limit: 2, before: second.nextBefore! });
    expect(last.rows.map((row) => row.id)).toEqual([made[0]]);
    expect(last.nextBefore).toBeNull();
  });

  it("uses the migration's indexes for the first page with one filter", async () => {
    await db.transaction().execute(async (tx) => {
      // The plan names the index that fits each filter. A small test table makes a sequential scan cheapest, and
      // when other test files have filled the shared table with one status, walking the primary key backwards
      // until 21 rows match is cheapest too: with both kinds of scan discouraged, only an index on the filtered
      // column can serve the query (a bitmap scan), and the plan shows which.
      await sql`set local enable_seqscan = off`.execute(tx);
      await sql`set local enable_indexscan = off`.execute(tx);
      const plans: Record<string, string> = {};
      for (const [label, filters] of Object.entries({
        status: { status: "Paid" },
        lab: { labId: 1 },
        payment: { payment: "Success" as const },
        refund: { payment: "refund" as const },
        pincode: { area: "700001" },
        city: { area: "Kolkata" },
        day: { day: "2026-11-25" },
        phone: { q: "9830098300" },
        name: { q: "ria" },
      })) {
        const compiled = staffQueueQuery(db, filters).compile();
        const inlined = compiled.sql.replace(/\$(\d+)/g, (_, n: string) => {
          const value = compiled.parameters[Number(n) - 1];
          return typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
        });
        const result = await sql.raw<{ "QUERY PLAN": string }>(`explain ${inlined}`).execute(tx);
        plans[label] = result.rows.map((r) => r["QUERY PLAN"]).join("\n");
      }
      expect(plans.status).toContain("sample_requests_status_id");
      // The lab has two indexes that can serve it: its own, and the slot capacity's (date, lab_id), partial on an
      // assigned lab. When the shared table holds mostly orders without a lab (other files' prescription bookings),
      // the smaller partial index is the cheaper bitmap: either is the migrations' index for the lab filter.
      expect(plans.lab).toMatch(/sample_requests_lab_id|sample_requests_slot_lab/);
      expect(plans.payment).toContain("sample_requests_payment_id");
      expect(plans.refund).toContain("sample_requests_refund_due");
      expect(plans.pincode).toContain("sample_requests_pincode_id");
      expect(plans.city).toContain("sample_requests_city_id");
      expect(plans.day).toContain("sample_requests_slot_id");
      expect(plans.phone).toContain("sample_requests_phone_id");
      expect(plans.name).toContain("sample_requests_name_id");
    });
  });
});

function deps(): OrderDeps {
  return {
    db,
    messenger: outboxMessenger(db),
    messageQueue: recordingMessageQueue(),
    invoicePrints: recordingInvoicePrintQueue(),
    storage: { put: async () => "x", get: async () => null, delete: async () => {} } as unknown as OrderDeps["storage"],
    publicUrl: "https://nikat.test",
    secret: "s".repeat(40),
    supportPhone: "9000000000",
  };
}

describe("a request's page for staff", () => {
  it("shows the request, its history with who did it, its messages (a failed one too) and its payments", async () => {
    const admin = await createStaff("admin", "Anita Test");
    const lab = await createLab(`Page Lab ${tag()}`);
    const id = await createRequest({ lab_id: lab, lab_name: "Page Lab", prescription: "prescriptions/p.jpg", prescription_type: "image/jpeg", note: "fasting since 8" });
    const cbc = await db.selectFrom("tests").select(["id", "name", "price_paise"]).where("active", "=", true).orderBy("id").limit(2).execute();
    const labPrice = 12_300;
    await db.insertInto("lab_tests").values({ lab_id: lab, test_id: cbc[0]!.id, price_paise: labPrice }).execute();
    const viewer = { actor: { id: admin.id, role: "admin" as const } };
    const before = await getStaffRequest(db, id, viewer);
    await confirmTests(deps(), { orderId: id, actor: { id: admin.id, role: "admin" }, testIds: cbc.map((t) => t.id), seen: before!.version, formKey: tag() });
    await db.updateTable("messages").set({ state: "failed", error: "not on WhatsApp", attempts: 3 }).where("request_id", "=", id).execute();

    const page = await getStaffRequest(db, id, viewer);
    expect(page).toBeDefined();
    expect(page!.order).toMatchObject({ id, status: "Confirmed", note: "fasting since 8", amount_paise: labPrice + cbc[1]!.price_paise });
    expect(page!.version).toBe(page!.order.updated_at.toISOString());
    expect(page!.tests.map((test) => test.name).sort()).toEqual(cbc.map((t) => t.name).sort());
    expect(page!.hasPrescription).toBe(true);
    expect(page!.hasReport).toBe(false);
    expect(page!.history[0]).toMatchObject({ actor: "admin", actorName: "Anita Test", action: "order.confirmTests" });
    expect(page!.history[0]!.changes).toContainEqual({ kind: "statusChanged", values: { from: "Pending Confirmation", to: "Confirmed" } });
    expect(page!.messages).toEqual([expect.objectContaining({ template: "tests_confirmed", state: "failed", attempts: 3, error: "not on WhatsApp" })]);
    expect(page!.payments).toEqual([]);
    expect(await getStaffRequest(db, 999_999_999, viewer)).toBeUndefined();
    // Each read of the page is an audit row of its viewer, kept out of the page's history of steps.
    const reads = await db.selectFrom("audit_log").select(["action", "actor_id"]).where("entity", "=", "sample_request").where("entity_id", "=", String(id)).where("action", "=", "request.view").execute();
    expect(reads).toEqual([
      { action: "request.view", actor_id: admin.id },
      { action: "request.view", actor_id: admin.id },
    ]);
    expect(page!.history.map((entry) => entry.action)).not.toContain("request.view");

    // A send whose outcome was lost in a crash (decision 0016) is told apart from a refusal: it may have arrived.
    await db.updateTable("messages").set({ error_code: "outcome_unknown" }).where("request_id", "=", id).execute();
    expect((await getStaffRequest(db, id, viewer))!.messages).toEqual([expect.objectContaining({ state: "unknown" })]);
  });

  it("offers the catalogue at the order's lab's prices, the agent accounts and labs nearest the patient", async () => {
    const far = await createLab(`Far Lab ${tag()}`, { lat: 23.5, lon: 88.4 });
    const near = await createLab(`Near Lab ${tag()}`, { lat: 22.5727, lon: 88.364 });
    const agent = await createStaff("agent", `Aagent ${tag()}`);
    const test = await db.selectFrom("tests").select(["id", "name", "price_paise"]).where("active", "=", true).orderBy("id").executeTakeFirstOrThrow();
    await db.insertInto("lab_tests").values({ lab_id: near, test_id: test.id, price_paise: 4_200 }).execute();
    const options = await getStaffRequestOptions(db, { lab_id: near, lat: 22.5726, lon: 88.3639, city: null, tests: [{ test_name: test.name, amount_paise: 4_200 }] });
    expect(options.tests.find((t) => t.id === test.id)).toEqual({ id: test.id, name: test.name, pricePaise: 4_200, chosen: true });
    expect(options.tests.filter((t) => t.chosen)).toHaveLength(1);
    expect(options.agents.map((a) => a.id)).toContain(agent.id);
    const labIds = options.labs.map((lab) => lab.id);
    expect(labIds[0]).toBe(near);
    if (labIds.includes(far)) expect(labIds.indexOf(far)).toBeGreaterThan(0);

    const byCity = await getStaffRequestOptions(db, { lab_id: null, lat: null, lon: null, city: "KOLKATA", tests: [] });
    expect(byCity.labs.length).toBeGreaterThan(0);
    expect(byCity.labs.every((lab) => lab.distanceKm === null)).toBe(true);
    const catalogue = byCity.tests.find((t) => t.id === test.id);
    expect(catalogue?.pricePaise).toBe(test.price_paise);
  });

});

describe("staff files", () => {
  it("gives the prescription and report to an admin or the order's lab only, each view audited", async () => {
    const lab = await createLab(`File Lab ${tag()}`);
    const otherLab = await createLab(`Other Lab ${tag()}`);
    const admin = await createStaff("admin", "Admin");
    const labUser = await createStaff("lab", "Lab", lab);
    const otherLabUser = await createStaff("lab", "Other", otherLab);
    const agent = await createStaff("agent", "Agent");
    const id = await createRequest({ lab_id: lab, prescription: "p/key", prescription_type: "image/png", agent_id: agent.id });
    const find = (actor: Parameters<typeof findStaffFile>[1]["actor"], kind: "prescription" | "report" = "prescription") => findStaffFile(db, { actor, orderId: id, kind });

    expect(await find({ id: admin.id, role: "admin" })).toEqual({ key: "p/key", type: "image/png" });
    expect(await find({ id: labUser.id, role: "lab", labId: lab })).toEqual({ key: "p/key", type: "image/png" });
    expect(await find({ id: otherLabUser.id, role: "lab", labId: otherLab })).toBeUndefined();
    expect(await find({ id: agent.id, role: "agent" })).toBeUndefined();
    expect(await find({ id: admin.id, role: "admin" }, "report")).toBeUndefined();
    const audits = await db.selectFrom("audit_log").select(["action", "actor_id"]).where("entity", "=", "sample_request").where("entity_id", "=", String(id)).orderBy("id").execute();
    expect(audits).toEqual([
      { action: "prescription.view", actor_id: admin.id },
      { action: "prescription.view", actor_id: labUser.id },
    ]);
  });
});
