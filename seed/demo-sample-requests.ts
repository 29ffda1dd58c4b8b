import { randomInt } from "node:crypto";
import { sql, type Insertable, type Kysely } from "kysely";
import { labCopy } from "../core/booking/lab-copy";
import type { FileStorage } from "../core/files/file-storage";
import { simplePdf } from "../core/files/simple-pdf";
import { formatDate, formatTime } from "../core/format/format";
import { addDays, kolkataDay } from "../core/time/kolkata-day";
import type { Database, SampleRequestsTable } from "../db/schema";
import { hashPassword } from "../core/auth/password";
import { demoStaffLab } from "./demo-labs";
import { loadDemoStaff, type DemoStaffIds } from "./demo-staff";

/** The demo patient (README, accounts): log in with this number and read the code at /dev/outbox. */
export const DEMO_PATIENT_PHONE = "9830098300";
/**
 * Demo mode only (README): the demo patient's password. Every newcomer logs in as her, and a number is sent at most
 * 5 codes an hour; the password login beside the code login is the way on once they are spent.
 */
export const DEMO_PATIENT_PASSWORD = "demo-patient-2026";

const DAY_MS = 86_400_000;

type Test = { test_name: string; amount_paise: number };
type Step = {
  status: string;
  daysAgo: number;
  /** Days from today of the visit's slot. */
  slotDay: number;
  tests: Test[];
  paid?: "Gateway" | "Cash";
  /** Which demo agent (0 or 1) the order is with, and the visit's time. */
  agent?: { index: 0 | 1; time: string };
  noLab?: boolean;
  cancelled?: string;
};

const CBC: Test = { test_name: "Complete Blood Count (CBC)", amount_paise: 35_000 };

/** One request in each state of the lifecycle (ARCHITECTURE.md §6), oldest first, so every console list has work in it. */
const STEPS: Step[] = [
  { status: "Report Generated", daysAgo: 20, slotDay: -19, tests: [CBC, { test_name: "Lipid Profile", amount_paise: 60_000 }], paid: "Gateway", agent: { index: 0, time: "09:00" } },
  { status: "Cancelled", daysAgo: 9, slotDay: -8, tests: [{ test_name: "Vitamin D (25-OH)", amount_paise: 120_000 }], paid: "Gateway", cancelled: "Travelling this week" },
  { status: "Sample Collected", daysAgo: 6, slotDay: -1, tests: [{ test_name: "Thyroid Profile (T3, T4, TSH)", amount_paise: 55_000 }], paid: "Cash", agent: { index: 0, time: "08:30" } },
  { status: "Agent Assigned", daysAgo: 3, slotDay: 0, tests: [{ test_name: "Blood Sugar (Fasting)", amount_paise: 12_000 }], agent: { index: 1, time: "12:30" } },
  { status: "Agent Assigned", daysAgo: 2, slotDay: 1, tests: [CBC], paid: "Gateway", agent: { index: 0, time: "08:30" } },
  { status: "Paid", daysAgo: 2, slotDay: 1, tests: [{ test_name: "Kidney Function Test (KFT)", amount_paise: 70_000 }], paid: "Gateway" },
  { status: "Confirmed", daysAgo: 2, slotDay: 1, tests: [{ test_name: "HbA1c", amount_paise: 45_000 }] },
  { status: "Pending Confirmation", daysAgo: 0, slotDay: 1, tests: [], noLab: true },
];

/**
 * The demo patient, the demo staff and the patient's requests in every state, so a newcomer sees 'My Lab Tests'
 * and each console's list at once. Loaded when the demo patient does not exist yet; returns false when it did.
 */
export async function loadDemoSampleRequests(tx: Kysely<Database>, now = new Date()): Promise<boolean> {
  // The demo lab in the demo patient's city when the demo labs are there (README's walk-through), else the first lab.
  const lab = await tx
    .selectFrom("hospitals")
    .select(["id", "name", "email", "phone", "map", "address", "test_time", "lat", "lon"])
    .where("type", "=", "Lab")
    .orderBy(sql`name = ${demoStaffLab().name}`, "desc")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  const staff = await loadDemoStaff(tx, lab?.id ?? null);
  const existing = await tx.selectFrom("users").select("id").where("phone", "=", DEMO_PATIENT_PHONE).executeTakeFirst();
  if (existing) return false;
  const patient = await tx
    .insertInto("users")
    .values({
      phone: DEMO_PATIENT_PHONE,
      name: "Mitali Ghosh",
      gender: "Female",
      age: "38",
      address: "22 Hazra Road",
      city: "Kolkata",
      state: "West Bengal",
      pincode: "700026",
      password_hash: await hashPassword(DEMO_PATIENT_PASSWORD),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const agents = staff?.agents ?? (await existingAgents(tx));
  const today = kolkataDay(now).date;
  let invoice = await tx.selectFrom("invoice_counters").select("last_number").where("series", "=", "invoice").executeTakeFirst();
  const rows: Insertable<SampleRequestsTable>[] = STEPS.map((step) => {
    const at = new Date(now.getTime() - step.daysAgo * DAY_MS);
    const slotDate = addDays(today, step.slotDay);
    const amount = step.tests.reduce((sum, test) => sum + test.amount_paise, 0);
    const paid = step.paid !== undefined;
    const invoiceNumber = paid && invoice ? (invoice = { last_number: invoice.last_number + 1 }).last_number : null;
    const collected = ["Sample Collected", "Report Generated"].includes(step.status);
    const agentId = step.agent ? agents[step.agent.index] : undefined;
    const agentName = step.agent ? ["Rahul Das", "Sumit Roy"][step.agent.index] : null;
    const visit = new Date(Date.parse(`${slotDate}T${step.agent?.time ?? "09:00"}:00+05:30`));
    return {
      uid: patient.id,
      phone: DEMO_PATIENT_PHONE,
      name: "Mitali Ghosh",
      dob: "38",
      gender: "Female",
      village: "Bhowanipore",
      address: "22 Hazra Road",
      city: "Kolkata",
      state: "West Bengal",
      pincode: "700026",
      date: `${slotDate} ${step.agent && Number(step.agent.time.slice(0, 2)) >= 12 ? "2nd" : "1st"} Half`,
      status: step.status,
      report_status: step.status === "Report Generated" ? "Generated" : "Pending",
      payment_status: paid ? "Success" : "Pending",
      payment_date: paid ? formatDate(at) : "Pending",
      payment_time: paid ? formatTime(at) : null,
      payment_method: step.paid === "Cash" ? "Cash" : paid ? "Gateway" : null,
      payment_amount_paise: paid ? amount : null,
      due_amount_paise: paid ? 0 : step.tests.length > 0 ? amount : null,
      transaction_id: step.paid === "Gateway" ? `DEMO${String(invoiceNumber).padStart(6, "0")}` : null,
      transaction_date: step.paid === "Gateway" ? formatDate(at) : null,
      transaction_time: step.paid === "Gateway" ? formatTime(at) : null,
      invoice_number: invoiceNumber,
      invoice_date: paid ? at : null,
      amount_paise: step.tests.length > 0 ? amount : null,
      tests: JSON.stringify(step.tests),
      agent_otp: randomInt(0, 1_000_000),
      ...(agentId
        ? {
            agent_id: agentId,
            agent_name: agentName,
            agent_assigned: "Assigned",
            agent_assign_date: slotDate,
            agent_assign_time: step.agent?.time ?? null,
            agent_status: collected ? "Collected" : "Assigned",
            sample_collected_at: collected ? visit : null,
            agent_report_time: collected ? formatTime(visit) : null,
          }
        : {}),
      ...(step.cancelled ? { cancel_reason: step.cancelled, cancelled_by: "patient", cancelled_at: new Date(at.getTime() + DAY_MS), refund_status: "Due" } : {}),
      lab_status: step.status === "Pending Confirmation" ? "Pending Confirmation" : collected ? (step.status === "Report Generated" ? "Report Generated" : "Sample Received") : "Accepted",
      lab_assigned: step.noLab ? "Pending Confirmation" : "Assigned",
      ...labCopy(step.noLab ? null : lab),
      lat: lab?.lat ?? null,
      lon: lab?.lon ?? null,
      language: "en",
      consent_at: at,
      created_at: at,
      updated_at: at,
    };
  });
  const inserted = await tx.insertInto("sample_requests").values(rows).returning(["id", "refund_status", "payment_amount_paise"]).execute();
  // A cancelled paid demo order owes its payment back, as a real one does (core/refunds/owe-refund.ts).
  const owed = inserted.filter((row) => row.refund_status === "Due" && (row.payment_amount_paise ?? 0) > 0);
  if (owed.length > 0) await tx.insertInto("refunds").values(owed.map((row) => ({ request_id: row.id, amount_paise: row.payment_amount_paise ?? 0, cause: "cancelled" as const }))).execute();
  if (invoice) await tx.updateTable("invoice_counters").set({ last_number: sql<number>`greatest(last_number, ${invoice.last_number})` }).where("series", "=", "invoice").execute();
  await tx.updateTable("users").set({ health_data_consent_at: rows[0]?.consent_at ?? now }).where("id", "=", patient.id).execute();
  return true;
}

async function existingAgents(tx: Kysely<Database>): Promise<DemoStaffIds["agents"]> {
  const rows = await tx.selectFrom("users").select("id").where("role", "=", "agent").orderBy("id").limit(2).execute();
  return [rows[0]?.id ?? 0, rows[1]?.id ?? rows[0]?.id ?? 0];
}

/**
 * The demo's generated report is a file, so it needs the storage (which the data loader does not have): stored
 * once the services exist, for a demo order marked Report Generated that has no file yet.
 */
export async function attachDemoReports(db: Kysely<Database>, storage: FileStorage): Promise<number> {
  const orders = await db
    .selectFrom("sample_requests")
    .select(["id", "uid", "name", "tests", "lab_name"])
    .where("phone", "=", DEMO_PATIENT_PHONE)
    .where("status", "=", "Report Generated")
    .where("report", "is", null)
    .execute();
  for (const order of orders) {
    const tests = Array.isArray(order.tests) ? order.tests : [];
    // The demo family's values (seed/demo-results.ts) are printed as entered; an order without values says so per test.
    const values = await db.selectFrom("result_values").select(["parameter", "value_number", "value_code", "unit"]).where("request_id", "=", order.id).orderBy("id").execute();
    const pdf = simplePdf([
      `${order.lab_name ?? "Nikat lab"} - laboratory report (demo data)`,
      `Order #${order.id} - patient ${order.name}`,
      "",
      ...(values.length > 0
        ? values.map((value) => `${value.parameter}: ${value.value_number ?? value.value_code} ${value.unit ?? ""}`.trim())
        : tests.map((test) => `${test.test_name}: within the reference range`)),
      "",
      "This report is part of Nikat's demo data and is not a medical result.",
    ]);
    const key = await storage.put(pdf, { kind: "report", owner: order.uid });
    const now = new Date();
    await db
      .updateTable("sample_requests")
      // An earlier demo report keeps its own date (the trends of seed/demo-results.ts are over time).
      .set({ report: key, report_type: "application/pdf", report_date: sql`coalesce(report_date, ${now})`, lab_report_generated_at: sql`coalesce(lab_report_generated_at, ${now})` })
      .where("id", "=", order.id)
      .where("report", "is", null)
      .execute();
  }
  return orders.length;
}
