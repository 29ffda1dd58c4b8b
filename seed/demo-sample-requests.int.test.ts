import { beforeAll, describe, expect, it } from "vitest";
import { listMySampleRequests } from "../core/booking/list-my-sample-requests";
import { verifyPassword } from "../core/auth/password";
import { ORDER_STATUSES } from "../core/orders/transitions";
import { testDb } from "../db/test-support/test-db";
import { ageOf } from "../core/family/member-age";
import { listFamilyMembers } from "../core/family/list-family-members";
import { loadDemoFamily } from "./demo-family";
import { loadDemoPrivacy } from "./demo-privacy";
import { listStaffReads } from "../core/privacy/list-staff-reads";
import { listGrievancesForStaff } from "../core/privacy/answer-grievance";
import { whatsappConsentOf } from "../core/family/member-whatsapp-consent";
import { DEMO_PATIENT_PASSWORD, DEMO_PATIENT_PHONE, loadDemoSampleRequests } from "./demo-sample-requests";
import { DEMO_STAFF } from "./demo-staff";
import { demoStaffLab } from "./demo-labs";

const db = testDb();

// The test database is shared by every test file: the demo data is loaded once, after a lab exists.
beforeAll(async () => {
  await db.insertInto("hospitals").values({ type: "Lab", name: "Demo Diagnostics", lat: 22.52, lon: 88.35, status: "Active" }).execute();
  // The demo lab user's own lab (seed/demo-labs.ts), added after another one: the demo data must still choose it.
  await db.insertInto("hospitals").values({ type: "Lab", name: demoStaffLab().name, lat: 22.57, lon: 88.36, status: "Active" }).execute();
});

describe("loadDemoSampleRequests", () => {
  it("gives the demo patient a request in every state of the lifecycle, newest first, once", async () => {
    await loadDemoSampleRequests(db);
    expect(await loadDemoSampleRequests(db)).toBe(false);
    const patient = await db.selectFrom("users").select("id").where("phone", "=", DEMO_PATIENT_PHONE).executeTakeFirstOrThrow();
    const { requests } = await listMySampleRequests(db, { uid: patient.id, limit: 20 });
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(ORDER_STATUSES));
    expect(requests[0]?.status).toBe("Pending Confirmation");
    expect(requests.at(-1)?.status).toBe("Report Generated");
  });

  it("creates the demo staff with their documented passwords, the lab user working for the demo requests' lab", async () => {
    await loadDemoSampleRequests(db);
    for (const member of DEMO_STAFF) {
      const user = await db.selectFrom("users").select(["role", "password_hash", "lab_id"]).where("phone", "=", member.phone).executeTakeFirstOrThrow();
      expect(user.role).toBe(member.role);
      expect(await verifyPassword(user.password_hash ?? "", member.password)).toBe(true);
    }
    const labUser = await db.selectFrom("users").select("lab_id").where("phone", "=", "9000000002").executeTakeFirstOrThrow();
    const collected = await db.selectFrom("sample_requests").select("lab_id").where("phone", "=", DEMO_PATIENT_PHONE).where("status", "=", "Sample Collected").executeTakeFirstOrThrow();
    expect(labUser.lab_id).not.toBeNull();
    expect(collected.lab_id).toBe(labUser.lab_id);
    const patient = await db.selectFrom("users").select("password_hash").where("phone", "=", DEMO_PATIENT_PHONE).executeTakeFirstOrThrow();
    expect(await verifyPassword(patient.password_hash ?? "", DEMO_PATIENT_PASSWORD)).toBe(true);
    // Near the demo patient in Kolkata, so the README's walk-through finds it among the labs offered for her booking.
    const lab = await db.selectFrom("hospitals").select(["name", "city"]).where("id", "=", labUser.lab_id!).executeTakeFirstOrThrow();
    expect(lab.name).toBe(demoStaffLab().name);
  });

  it("gives the demo patient her family, Self, Mother (67) and Father (72), each with orders in different states, once", async () => {
    await loadDemoSampleRequests(db);
    await loadDemoFamily(db);
    expect(await loadDemoFamily(db)).toBe(false);
    const patient = await db.selectFrom("users").select("id").where("phone", "=", DEMO_PATIENT_PHONE).executeTakeFirstOrThrow();
    const members = await listFamilyMembers(db, patient.id);
    expect(members.map((m) => [m.relation, ageOf(m, new Date())])).toEqual([
      ["Self", 38],
      ["Mother", 67],
      ["Father", 72],
    ]);
    for (const member of members) {
      const { requests } = await listMySampleRequests(db, { uid: patient.id, memberId: member.id, limit: 20 });
      expect(requests.length, member.relation).toBeGreaterThan(1);
      expect(new Set(requests.map((r) => r.status)).size, member.relation).toBeGreaterThan(1);
      expect(requests.every((r) => r.sampleFor.relation === member.relation)).toBe(true);
    }
    // The mother said yes on WhatsApp to her orders' milestones; the father has no number of his own.
    expect(members.map((m) => whatsappConsentOf(m).state)).toEqual(["none", "confirmed", "none"]);
    const mothers = await db.selectFrom("sample_requests").select(["name", "dob"]).where("member_id", "=", members[1]?.id ?? 0).execute();
    expect(mothers.every((order) => order.name === "Anjali Ghosh" && order.dob === "67")).toBe(true);
  });
});

describe("loadDemoPrivacy (issue #34)", () => {
  it("shows the demo patient who opened her reported order, and the console her open grievance about it, once", async () => {
    await loadDemoSampleRequests(db);
    await loadDemoPrivacy(db);
    expect(await loadDemoPrivacy(db)).toBe(false);
    const patient = await db.selectFrom("users").select("id").where("phone", "=", DEMO_PATIENT_PHONE).executeTakeFirstOrThrow();
    const reads = await listStaffReads(db, patient.id);
    expect(reads.map((read) => `${read.role}:${read.firstName}:${read.what}`).sort()).toEqual(["agent:Rahul:request", "lab:Bikash:report", "lab:Bikash:request"]);
    const grievances = (await listGrievancesForStaff(db)).filter((grievance) => grievance.orderId === reads[0]!.orderId);
    expect(grievances).toEqual([expect.objectContaining({ status: "open", topic: "report", phoneEnd: DEMO_PATIENT_PHONE.slice(-4) })]);
  });
});
