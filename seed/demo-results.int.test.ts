import { beforeAll, describe, expect, it } from "vitest";
import { getMyHealth } from "../core/results/get-my-health";
import { testDb } from "../db/test-support/test-db";
import { loadDemoFamily } from "./demo-family";
import { loadDemoResults } from "./demo-results";
import { demoStaffLab } from "./demo-labs";
import { DEMO_PATIENT_PHONE, loadDemoSampleRequests } from "./demo-sample-requests";

const db = testDb();

// The test database is shared by every test file: the demo data needs a lab, and is loaded once whoever loads it first.
beforeAll(async () => {
  if (!(await db.selectFrom("hospitals").select("id").where("type", "=", "Lab").limit(1).executeTakeFirst())) {
    await db.insertInto("hospitals").values({ type: "Lab", name: "Demo Diagnostics", lat: 22.52, lon: 88.35, status: "Active" }).execute();
  }
  // The demo lab user's own lab (seed/demo-labs.ts), as the demo data finds it: whichever file loads the demo data first.
  await db.insertInto("hospitals").values({ type: "Lab", name: demoStaffLab().name, lat: 22.57, lon: 88.36, status: "Active" }).execute();
  await loadDemoSampleRequests(db);
  await loadDemoFamily(db);
  await loadDemoResults(db);
});

describe("loadDemoResults", () => {
  it("gives every member of the demo family two or more HbA1c, lipid and TSH values, so My health shows trends at once", async () => {
    expect(await loadDemoResults(db)).toBe(false);
    const patient = await db.selectFrom("users").select("id").where("phone", "=", DEMO_PATIENT_PHONE).executeTakeFirstOrThrow();
    const { members } = await getMyHealth(db, { userId: patient.id });
    expect(members.map((member) => member.relation)).toEqual(["Self", "Mother", "Father"]);
    for (const member of members) {
      const health = await getMyHealth(db, { userId: patient.id, memberId: member.id });
      const trends = new Map(health.parameters.map((parameter) => [parameter.slug, parameter.trend]));
      for (const slug of ["hba1c", "total-cholesterol", "ldl-cholesterol", "tsh"]) expect(trends.get(slug)?.points.length, `${member.relation} ${slug}`).toBeGreaterThanOrEqual(2);
    }
    // Her first lipid report was printed in mmol/L: joined to the later one in mg/dL, converted.
    const self = await getMyHealth(db, { userId: patient.id, memberId: members[0]?.id });
    const cholesterol = self.parameters.find((parameter) => parameter.slug === "total-cholesterol")?.trend;
    expect(cholesterol?.unit).toBe("mg/dL");
    expect(cholesterol?.points.map((point) => point.value)).toEqual([189, 188]);
    // The mother's CBC waits at the lab for its values.
    const waiting = await db.selectFrom("sample_requests").select(["tests", "lab_id"]).where("uid", "=", patient.id).where("status", "=", "Sample Collected").where("member_id", "=", members[1]?.id ?? 0).execute();
    expect(waiting.some((order) => JSON.stringify(order.tests).includes("Complete Blood Count") && order.lab_id !== null)).toBe(true);
  });

  it("prices, invoices and dates the family's earlier orders as real ones: paid in cash at the door, the agent on the visit's day", async () => {
    const patient = await db.selectFrom("users").select("id").where("phone", "=", DEMO_PATIENT_PHONE).executeTakeFirstOrThrow();
    const earlier = await db
      .selectFrom("sample_requests")
      .select(["tests", "amount_paise", "payment_amount_paise", "invoice_number", "date", "agent_id", "agent_assign_date"])
      .where("uid", "=", patient.id)
      .where("member_id", "is not", null)
      .where("status", "in", ["Report Generated", "Sample Collected"])
      .execute();
    expect(earlier.length).toBeGreaterThanOrEqual(7);
    for (const order of earlier) {
      const tests = order.tests as unknown as { amount_paise: number | null }[];
      expect(tests.every((test) => (test.amount_paise ?? 0) > 0)).toBe(true);
      expect(order.amount_paise).toBe(tests.reduce((sum, test) => sum + (test.amount_paise ?? 0), 0));
      expect(order.payment_amount_paise).toBe(order.amount_paise);
      expect(order.invoice_number).not.toBeNull();
      if (order.agent_id !== null) expect(order.agent_assign_date).toBe(order.date?.slice(0, 10));
    }
    const numbers = earlier.map((order) => order.invoice_number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
