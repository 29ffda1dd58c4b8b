import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { fhirSchemaErrors } from "../core/results/test-support/fhir-validator";
import { createLab, createRequest, createStaff } from "../core/orders/test-support";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;
const fixture = { reported: 0, unpublished: 0, collected: 0, owner: "", otherPatient: "", assignedLab: "", otherLab: "" };

/** A CBC's values as the lab publishes them with the report (published_at set), or as a draft. */
async function storeCbc(requestId: number, published: boolean) {
  const publishedAt = published ? new Date("2026-11-20T11:00:00Z") : null;
  await db
    .insertInto("result_values")
    .values([
      { request_id: requestId, parameter: "haemoglobin", value_number: 10.8, unit: "g/dL", published_at: publishedAt },
      { request_id: requestId, parameter: "platelet-count", value_number: 250, unit: "10*3/uL", published_at: publishedAt },
    ])
    .execute();
}

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
  const lab = await createLab(db);
  const order = await createRequest(db, { labId: lab, status: "Report Generated" });
  fixture.reported = order.id;
  await db.updateTable("sample_requests").set({ gender: "Female", dob: "40", report_date: new Date("2026-11-20T11:00:00Z") }).where("id", "=", order.id).execute();
  await storeCbc(order.id, true);
  const make = async (status: string) =>
    (await db.insertInto("sample_requests").values({ uid: order.uid, phone: order.phone, name: "Mitali Ghosh", status, lab_id: lab }).returning("id").executeTakeFirstOrThrow()).id;
  fixture.unpublished = await make("Report Generated");
  await storeCbc(fixture.unpublished, false);
  // Values of an order whose report is not generated are never exported, even if some were stored.
  fixture.collected = await make("Sample Collected");
  await storeCbc(fixture.collected, true);
  const session = async (userId: number) => `nikat_session=${(await createSession(db, { userId })).token}`;
  fixture.owner = await session(order.uid);
  fixture.otherPatient = await session((await createRequest(db)).uid);
  fixture.assignedLab = await session((await createStaff(db, "lab", { labId: lab })).id);
  fixture.otherLab = await session((await createStaff(db, "lab", { labId: await createLab(db) })).id);
}, 180_000);
afterAll(async () => close?.());

const get = (url: string, cookie: string) => app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const exportsOf = async (orderId: number) =>
  (await db.selectFrom("audit_log").select("actor_id").where("action", "=", "report.fhir.download").where("entity_id", "=", String(orderId)).execute()).length;

describe("GET /trace/test/:id/fhir", () => {
  it("gives the owner the order's results as a FHIR R4 Bundle that the official schema accepts, as a download, audited", async () => {
    const before = await exportsOf(fixture.reported);
    const response = await get(`/trace/test/${fixture.reported}/fhir`, fixture.owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/fhir\+json/);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="report-${fixture.reported}.fhir.json"`);
    expect(response.headers["cache-control"]).toMatch(/no-store/);
    const bundle = response.json();
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "document" });
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    const observations = bundle.entry.filter((entry: { resource: { resourceType: string } }) => entry.resource.resourceType === "Observation");
    expect(observations.map((entry: { resource: { interpretation: { coding: { code: string }[] }[] } }) => entry.resource.interpretation[0]!.coding[0]!.code)).toEqual(["L", "N"]);
    expect(await exportsOf(fixture.reported)).toBe(before + 1);
  });

  it.each([
    ["a logged-out visitor", () => ""],
    ["another patient", () => fixture.otherPatient],
    ["the order's own lab (the export is the patient's)", () => fixture.assignedLab],
    ["a lab that is not assigned", () => fixture.otherLab],
    ["a forged session", () => "nikat_session=not-a-session"],
  ])("is a 404 for %s, with nothing in it and nothing recorded", async (_who, cookie) => {
    const before = await exportsOf(fixture.reported);
    const response = await get(`/trace/test/${fixture.reported}/fhir`, cookie());
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("Bundle");
    expect(response.body).not.toContain("Haemoglobin");
    expect(await exportsOf(fixture.reported)).toBe(before);
  });

  it("is a 404 for the owner's order with no published values, one whose report is not generated, one that does not exist, and a malformed id", async () => {
    for (const url of [`/trace/test/${fixture.unpublished}/fhir`, `/trace/test/${fixture.collected}/fhir`, "/trace/test/999999999/fhir", "/trace/test/01/fhir", "/trace/test/abc/fhir"]) {
      expect((await get(url, fixture.owner)).statusCode, url).toBe(404);
    }
  });
});
