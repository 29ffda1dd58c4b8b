import { randomInt } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import { labCopy } from "../../core/booking/lab-copy";
import type { Database, SampleRequestsTable } from "../schema";

/** The demo patient (README, accounts): log in with this number and read the code at /dev/outbox. */
export const DEMO_PATIENT_PHONE = "9830098300";

const DAY_MS = 86_400_000;

type Step = { status: string; payment: "Pending" | "Success"; report: "Pending" | "Generated"; daysAgo: number; tests: { test_name: string; amount: number }[] };

/** One request in each state a newcomer should see (ARCHITECTURE.md §6), oldest first. */
const STEPS: Step[] = [
  { status: "Report Generated", payment: "Success", report: "Generated", daysAgo: 20, tests: [{ test_name: "Complete Blood Count (CBC)", amount: 350 }, { test_name: "Lipid Profile", amount: 600 }] },
  { status: "Sample Collected", payment: "Success", report: "Pending", daysAgo: 6, tests: [{ test_name: "Thyroid Profile (T3, T4, TSH)", amount: 550 }] },
  { status: "Confirmed", payment: "Pending", report: "Pending", daysAgo: 2, tests: [{ test_name: "HbA1c", amount: 450 }] },
  { status: "Pending Confirmation", payment: "Pending", report: "Pending", daysAgo: 0, tests: [] },
];

/**
 * The demo patient and a few of their requests in different states, so a newcomer sees 'My Lab Tests' at once.
 * Loaded when the demo patient does not exist yet; returns false when it did.
 */
export async function loadDemoSampleRequests(tx: Kysely<Database>, now = new Date()): Promise<boolean> {
  const existing = await tx.selectFrom("users").select("id").where("phone", "=", DEMO_PATIENT_PHONE).executeTakeFirst();
  if (existing) return false;
  const patient = await tx
    .insertInto("users")
    .values({ phone: DEMO_PATIENT_PHONE, name: "Mitali Ghosh", gender: "Female", age: "58", address: "22 Hazra Road", city: "Kolkata", state: "West Bengal", pincode: "700026" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const lab = await tx
    .selectFrom("hospitals")
    .select(["id", "name", "email", "phone", "map", "address", "test_time", "lat", "lon"])
    .where("type", "=", "Lab")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  const rows: Insertable<SampleRequestsTable>[] = STEPS.map((step) => {
    const at = new Date(now.getTime() - step.daysAgo * DAY_MS);
    const day = new Date(at.getTime() + DAY_MS + 330 * 60_000).toISOString().slice(0, 10);
    const amount = step.tests.reduce((sum, test) => sum + test.amount, 0);
    const paid = step.payment === "Success";
    return {
      uid: patient.id,
      phone: DEMO_PATIENT_PHONE,
      name: "Mitali Ghosh",
      dob: "58",
      gender: "Female",
      village: "Bhowanipore",
      address: "22 Hazra Road",
      city: "Kolkata",
      state: "West Bengal",
      pincode: "700026",
      date: `${day} 1st Half`,
      status: step.status,
      report_status: step.report,
      payment_status: step.payment,
      payment_date: paid ? at.toISOString().slice(0, 10).split("-").reverse().join("/") : "Pending",
      payment_method: paid ? "Gateway" : null,
      amount_paise: step.tests.length > 0 ? amount * 100 : null,
      tests: JSON.stringify(step.tests),
      agent_otp: randomInt(0, 1_000_000),
      lab_status: step.status === "Pending Confirmation" ? "Pending Confirmation" : "Accepted",
      lab_assigned: step.status === "Pending Confirmation" ? "Pending Confirmation" : "Assigned",
      ...labCopy(lab),
      lat: lab?.lat ?? null,
      lon: lab?.lon ?? null,
      language: "en",
      consent_at: at,
      created_at: at,
      updated_at: at,
    };
  });
  await tx.insertInto("sample_requests").values(rows).execute();
  await tx.updateTable("users").set({ health_data_consent_at: rows[0]?.consent_at ?? now }).where("id", "=", patient.id).execute();
  return true;
}
