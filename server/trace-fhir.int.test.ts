import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession } from "../core/auth/sessions";
import type { FhirReportInput } from "../core/results/fhir-bundle";
import { fhirSchemaErrors, numericObservation } from "../core/results/test-support/fhir-validator";
import { createLab, createRequest, createStaff } from "../core/orders/test-support";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

/**
 * Result values are stored by another branch of issue #28; until it joins, `publishedResultsForOrder` finds none.
 * Here it answers published values for the orders this test names, as the stored values will be.
 */
const published = vi.hoisted(() => new Map<number, unknown>());
vi.mock("../core/results/published-results-for-order", () => ({
  publishedResultsForOrder: async (_db: unknown, orderId: number) => published.get(orderId) ?? null,
}));

const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;
const fixture = { reported: 0, unpublished: 0, collected: 0, owner: "", otherPatient: "", assignedLab: "", otherLab: "" };

const person = { sex: "Female" as const, ageYears: 40 };
const cbcOf = (orderId: number): FhirReportInput => ({
  orderId,
  lab: { name: "Test Lab" },
  collectedAt: new Date("2026-11-20T02:30:00Z"),
  reportedAt: new Date("2026-11-20T11:00:00Z"),
  tests: ["Complete Blood Count (CBC)"],
  patient: { name: "Mitali Ghosh", sex: "Female", birthDate: "1986" },
  observations: [numericObservation("haemoglobin", "Haemoglobin", 10.8, person), numericObservation("platelet-count", "Platelet count", 250, person)],
});

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
  const lab = await createLab(db);
  const order = await createRequest(db, { labId: lab, status: "Report Generated" });
  fixture.reported = order.id;
  published.set(order.id, cbcOf(order.id));
  const make = async (status: string) =>
    (await db.insertInto("sample_requests").values({ uid: order.uid, phone: order.phone, name: "Mitali Ghosh", status, lab_id: lab }).returning("id").executeTakeFirstOrThrow()).id;
  fixture.unpublished = await make("Report Generated");
  // Values of an order whose report is not generated are never exported, even if some were stored.
  fixture.collected = await make("Sample Collected");
  published.set(fixture.collected, cbcOf(fixture.collected));
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
