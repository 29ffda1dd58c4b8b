import { describe, expect, it } from "vitest";
import { listMySampleRequests } from "../../core/booking/list-my-sample-requests";
import { testDb } from "../test-support/test-db";
import { DEMO_PATIENT_PHONE, loadDemoSampleRequests } from "./demo-sample-requests";

const db = testDb();

describe("loadDemoSampleRequests", () => {
  it("gives the demo patient requests in four states, newest first, once", async () => {
    await loadDemoSampleRequests(db);
    expect(await loadDemoSampleRequests(db)).toBe(false);
    const patient = await db.selectFrom("users").select("id").where("phone", "=", DEMO_PATIENT_PHONE).executeTakeFirstOrThrow();
    const { requests } = await listMySampleRequests(db, { uid: patient.id });
    expect(requests.map((r) => r.status)).toEqual(["Pending Confirmation", "Confirmed", "Sample Collected", "Report Generated"]);
    expect(requests.at(-1)?.paymentStatus).toBe("Success");
  });
});
