import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testNameIn } from "../app/i18n/test-names.server";
import { createSession } from "../core/auth/sessions";
import { simplePdf } from "../core/files/simple-pdf";
import { createAssignedOrder, createLab, createStaff } from "../core/staff/test-support";
import { kolkataDay } from "../core/time/kolkata-day";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 180_000);
afterAll(async () => close?.());

const cookieFor = async (userId: number) => `nikat_session=${(await createSession(db, { userId })).token}; lang=en`;
const versionOf = async (id: number) => (await db.selectFrom("sample_requests").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow()).updated_at.toISOString();
/** What the page shows: its markup without the scripts, which carry the page's whole catalog. */
const shown = (body: string) => body.replace(/<script[\s\S]*?<\/script>/g, "");
const get = (url: string, cookie = "lang=en") => app.inject({ method: "GET", url, headers: { cookie } });
const postForm = (url: string, cookie: string, fields: Record<string, string>) =>
  app.inject({ method: "POST", url, headers: { cookie, "content-type": "application/x-www-form-urlencoded" }, payload: new URLSearchParams(fields).toString() });

async function postFile(url: string, cookie: string, fields: Record<string, string>, file: { field: string; name: string; bytes: Uint8Array; type: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set(file.field, new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  const request = new Request("http://form.invalid/", { method: "POST", body });
  return app.inject({ method: "POST", url, headers: { cookie, "content-type": request.headers.get("content-type")! }, payload: Buffer.from(await request.arrayBuffer()) });
}

/** A CBC sample at a lab, of the patient's mother (a woman of 67): the owner, their lab, another lab and another patient. */
async function world() {
  const labId = await createLab(db);
  const agent = await createStaff(db, "agent");
  const lab = await createStaff(db, "lab", { labId });
  const otherLab = await createStaff(db, "lab", { labId: await createLab(db) });
  const owner = await db.insertInto("users").values({ phone: `9${String(Date.now()).slice(-9)}`, name: "Mitali Ghosh" }).returning("id").executeTakeFirstOrThrow();
  const other = await db.insertInto("users").values({ phone: `8${String(Date.now()).slice(-9)}`, name: "Other Patient" }).returning("id").executeTakeFirstOrThrow();
  const mother = await db.insertInto("family_members").values({ account_id: owner.id, name: "Anjali Ghosh", relation: "Mother", birth_year: 1963, gender: "Female" }).returning("id").executeTakeFirstOrThrow();
  const order = await createAssignedOrder(db, { agentId: agent.id, labId, date: kolkataDay(new Date()).date, time: "08:00", status: "Sample Collected", uid: owner.id });
  await db
    .updateTable("sample_requests")
    .set({ member_id: mother.id, tests: JSON.stringify([{ test_name: "Complete Blood Count (CBC)", amount_paise: 35_000 }]), sample_collected_at: new Date() })
    .where("id", "=", order)
    .execute();
  return {
    order,
    mother: mother.id,
    cookies: { lab: await cookieFor(lab.id), otherLab: await cookieFor(otherLab.id), owner: await cookieFor(owner.id), other: await cookieFor(other.id) },
  };
}

const valuesOf = (order: number) => db.selectFrom("result_values").select(["parameter", "value_number", "published_at"]).where("request_id", "=", order).orderBy("parameter").execute();

describe("results through the pages", () => {
  it("the lab's values reach the patient only with the report PDF, and only the owner", async () => {
    const w = await world();
    const saved = await postForm(`/staff/lab/${w.order}?values`, w.cookies.lab, { formKey: randomUUID(), intent: "values", "v-haemoglobin": "10.2", "v-wbc-count": "7.5", "v-platelet-count": "2.4", "u-platelet-count": "10*5/uL", "v-haematocrit": "16" });
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe(`/staff/lab/${w.order}?done=values-saved#values-heading`);
    expect((await valuesOf(w.order)).map((row) => [row.parameter, row.value_number, row.published_at])).toEqual([
      ["haematocrit", 16, null],
      ["haemoglobin", 10.2, null],
      ["platelet-count", 2.4, null],
      ["wbc-count", 7.5, null],
    ]);
    // The lab sees its drafts; the patient's order page shows no values before the report.
    expect(shown((await get(`/staff/lab/${w.order}`, w.cookies.lab)).body)).toMatch(/value="10.2"/);
    const before = await get(`/trace/test/${w.order}`, w.cookies.owner);
    expect(before.statusCode).toBe(200);
    expect(shown(before.body)).not.toContain('data-testid="order-results"');
    expect(shown((await get(`/account/health?member=${w.mother}`, w.cookies.owner)).body)).not.toContain("10.2");

    const uploaded = await postFile(`/staff/lab/${w.order}`, w.cookies.lab, { formKey: randomUUID(), seen: await versionOf(w.order) }, { field: "report", name: "report.pdf", bytes: simplePdf(["CBC"]), type: "application/pdf" });
    expect(uploaded.statusCode).toBe(302);
    expect((await valuesOf(w.order)).every((row) => row.published_at !== null)).toBe(true);

    const after = shown((await get(`/trace/test/${w.order}`, w.cookies.owner)).body);
    expect(after).toContain('data-testid="order-results"');
    expect(after).toMatch(/data-testid="result-haemoglobin"[\s\S]*10\.2 g\/dL[\s\S]*data-flag="low"[\s\S]*Low/);
    expect(after).toContain("Normal range: 1.5 to 4.1 lakh/mm³");
    // A value beyond the far (critical) limits stands out: a heavy red edge and its own words and icon beside "Low";
    // a value only out of range does not.
    expect(after).toMatch(/<article class="[^"]*ring-4 ring-red-600[^"]*" data-testid="result-haematocrit"[\s\S]*?data-flag="low"[\s\S]*?data-flag="far"[^>]*>[\s\S]*?Far outside the range</);
    expect(after).toMatch(/<article class="[^"]*ring-1 ring-slate-200[^"]*" data-testid="result-haemoglobin"/);
    expect(after.match(/data-flag="far"/g)).toHaveLength(1);
    expect(after).toContain("Discuss your results with your doctor.");
    // Headings in order: the values (h2), each booked test (h3), each value of it (h4).
    expect(after).toMatch(/<h2 id="results-heading"[^>]*>[\s\S]*<h3[^>]*>Complete Blood Count \(CBC\)<\/h3>[\s\S]*<h4 id="result-haemoglobin-name"/);
    // A Bengali reader's values are grouped under the test's Bengali name, as the order's list of tests names it.
    const inBengali = shown((await get(`/trace/test/${w.order}`, w.cookies.owner.replace("lang=en", "lang=bn"))).body);
    const groupHeading = /data-testid="order-results"[\s\S]*?<h3[^>]*>([^<]+)<\/h3>/.exec(inBengali)?.[1];
    expect(groupHeading).toBe(testNameIn("bn", "Complete Blood Count (CBC)"));
    expect(groupHeading).not.toMatch(/Complete Blood Count/);
    // The values as a FHIR file, from the page that shows them; the export answers the owner with a Bundle.
    expect(after).toContain(`href="/trace/test/${w.order}/fhir"`);
    const fhir = await get(`/trace/test/${w.order}/fhir`, w.cookies.owner);
    expect([fhir.statusCode, fhir.json().resourceType]).toEqual([200, "Bundle"]);
    const health = shown((await get(`/account/health?member=${w.mother}`, w.cookies.owner)).body);
    expect(health).toContain("My health");
    expect(health).toMatch(/data-testid="result-haemoglobin"[\s\S]*10\.2/);

    // Another patient: the order page is not found, and their "My health" never shows the owner's member or values.
    const stranger = await get(`/trace/test/${w.order}`, w.cookies.other);
    expect(stranger.statusCode).toBe(302);
    expect(stranger.headers.location).toBe("/404");
    const strangerHealth = shown((await get(`/account/health?member=${w.mother}`, w.cookies.other)).body);
    expect(strangerHealth).not.toContain("Anjali");
    expect(strangerHealth).not.toContain("10.2");
    // Logged out: sent to log in, nothing shown.
    const loggedOut = await get(`/account/health?member=${w.mother}`);
    expect(loggedOut.statusCode).toBe(302);
    expect(loggedOut.body).not.toContain("10.2");
  });

  it("a lab that is not assigned gets 404 and saves nothing", async () => {
    const w = await world();
    expect((await get(`/staff/lab/${w.order}`, w.cookies.otherLab)).statusCode).toBe(404);
    const posted = await postForm(`/staff/lab/${w.order}?values`, w.cookies.otherLab, { formKey: randomUUID(), intent: "values", "v-haemoglobin": "9.9" });
    expect(posted.statusCode).toBe(404);
    const csv = await postFile(`/staff/lab/${w.order}?csv`, w.cookies.otherLab, { formKey: randomUUID(), intent: "csv" }, { field: "csv", name: "values.csv", bytes: Buffer.from("parameter,value\nhaemoglobin,9.9\n"), type: "text/csv" });
    expect(csv.statusCode).toBe(404);
    expect(await valuesOf(w.order)).toEqual([]);
  });

  it("asks to confirm a value beyond the typing-error limits, keeping what was typed; a CSV saves the same way", async () => {
    const w = await world();
    const refused = await postForm(`/staff/lab/${w.order}?values`, w.cookies.lab, { formKey: randomUUID(), intent: "values", "v-haemoglobin": "135", "v-wbc-count": "6.1" });
    expect(refused.statusCode).toBe(400);
    const page = shown(refused.body);
    expect(page).toContain("This value is far outside what a sample gives.");
    expect(page).toContain('name="sure-haemoglobin"');
    expect(page).toMatch(/value="135"/);
    expect(page).toMatch(/value="6.1"/);
    expect(await valuesOf(w.order)).toEqual([]);

    const csv = await postFile(
      `/staff/lab/${w.order}?csv`,
      w.cookies.lab,
      { formKey: randomUUID(), intent: "csv" },
      { field: "csv", name: "values.csv", bytes: Buffer.from("parameter,value,unit\n718-7,13.5,g/dL\nplatelet-count,250,10*3/uL\n"), type: "text/csv" },
    );
    expect(csv.statusCode).toBe(302);
    expect((await valuesOf(w.order)).map((row) => [row.parameter, row.value_number])).toEqual([
      ["haemoglobin", 13.5],
      ["platelet-count", 250],
    ]);
    const bad = await postFile(`/staff/lab/${w.order}?csv`, w.cookies.lab, { formKey: randomUUID(), intent: "csv" }, { field: "csv", name: "values.csv", bytes: Buffer.from("parameter,value\nhaemoglobin,13\nsugar,99\n"), type: "text/csv" });
    expect(bad.statusCode).toBe(400);
    expect(shown(bad.body)).toContain("Line 3 names a value we do not know.");
  });
});
