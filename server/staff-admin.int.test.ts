import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../core/auth/password";
import { createSession } from "../core/auth/sessions";
import type { FileStorage } from "../core/files/file-storage";
import { simplePdf } from "../core/files/simple-pdf";
import { pdfWithCatalog } from "../core/files/test-support/crafted-files";
import { createOrder, createPatient } from "../core/payments/test-support";
import { testDb } from "../db/test-support/test-db";
import enCommon from "../app/i18n/locales/en/common.json" with { type: "json" };
import enStaff from "../app/i18n/locales/en/staff.json" with { type: "json" };
import enTracking from "../app/i18n/locales/en/tracking.json" with { type: "json" };
import { testNameIn } from "../app/i18n/test-names.server";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let storage: FileStorage;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, storage, close } = await startInProcessApp(db));
}, 180_000);
afterAll(async () => close?.());

const form = { "content-type": "application/x-www-form-urlencoded" };
const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"));

async function user(role: "patient" | "admin" | "agent" | "lab", labId: number | null = null) {
  const phone = `7${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
  const { id } = await db.insertInto("users").values({ phone, name: `${role} user`, role, lab_id: labId }).returning("id").executeTakeFirstOrThrow();
  const { token } = await createSession(db, { userId: id });
  return { id, phone, cookie: `nikat_session=${token}` };
}

async function lab(name = "Route Lab") {
  const { id } = await db
    .insertInto("hospitals")
    .values({ type: "Lab", name, city: "Kolkata", lat: 22.57, lon: 88.36, map: "22.57,88.36", status: "Active" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A new request waiting for staff: no lab, not priced, a photo prescription. */
async function pendingRequest(labId: number | null = null) {
  const patient = await createPatient(db);
  const id = await createOrder(db, patient, { amountPaise: null });
  const key = await storage.put(PNG, { kind: "prescription", owner: patient.id });
  await db.updateTable("sample_requests").set({ lab_id: labId, lab_name: labId ? "Route Lab" : null, prescription: key, prescription_type: "image/png", date: null }).where("id", "=", id).execute();
  return id;
}

/** The rendered text close after an element's marker (the page also carries the whole catalog as data). */
const near = (marker: string, text: string) => new RegExp(`${escape(marker)}[^<]*>(?:<[^>]*>)*[^<]*${escape(text)}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const versionOf = async (id: number) => (await db.selectFrom("sample_requests").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow()).updated_at.toISOString();
const post = (url: string, cookie: string, fields: Record<string, string>) =>
  app.inject({ method: "POST", url, headers: { cookie, ...form }, payload: new URLSearchParams(fields).toString() });

async function multipart(values: Record<string, string>, bytes: Uint8Array) {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  body.set("report", new File([bytes as Uint8Array<ArrayBuffer>], "r.pdf", { type: "application/pdf" }));
  const request = new Request("http://form.invalid/", { method: "POST", body });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type")! };
}

describe("who reaches the admin console", () => {
  it("answers 404 to everyone but an admin, for every page, file and action", async () => {
    const labId = await lab();
    const id = await pendingRequest(labId);
    const outsiders = { loggedOut: "", patient: (await user("patient")).cookie, agent: (await user("agent")).cookie, lab: (await user("lab", labId)).cookie };
    const seen = await versionOf(id);
    for (const [who, cookie] of Object.entries(outsiders)) {
      for (const url of ["/staff/requests", `/staff/requests/${id}`]) {
        const response = await app.inject({ method: "GET", url, headers: { cookie } });
        expect(response.statusCode, `${who} GET ${url}`).toBe(404);
        expect(response.headers["cache-control"], `${who} GET ${url}`).toContain("no-store");
      }
      const acted = await post(`/staff/requests/${id}`, cookie, { intent: "cancel", formKey: `k${randomInt(1e9)}abcdefgh`, seen, reason: "x" });
      expect(acted.statusCode, `${who} POST`).toBe(404);
      const body = await multipart({ formKey: "abcdefgh1234", seen }, simplePdf(["r"]));
      const uploaded = await app.inject({ method: "POST", url: `/staff/requests/${id}/report`, headers: { cookie, "content-type": body.type }, payload: body.payload });
      expect(uploaded.statusCode, `${who} upload`).toBe(404);
    }
    for (const cookie of [outsiders.loggedOut, outsiders.patient]) {
      expect((await app.inject({ method: "GET", url: "/staff", headers: { cookie } })).statusCode).toBe(404);
    }
    expect((await db.selectFrom("sample_requests").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe("Pending Confirmation");
    expect(await db.selectFrom("audit_log").select("id").where("entity", "=", "sample_request").where("entity_id", "=", String(id)).execute()).toEqual([]);
  }, 60_000);

  it("sends staff from a password login to their second step (issue #25), patients home", async () => {
    for (const [role, landing] of [["admin", "/login/verify"], ["patient", "/"]] as const) {
      const phone = `8${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
      await db.insertInto("users").values({ phone, name: role, role, password_hash: await hashPassword("a-long-password-1") }).execute();
      const response = await app.inject({
        method: "POST",
        url: "/login",
        headers: form,
        payload: new URLSearchParams({ intent: "password-login", phone, password: "a-long-password-1" }).toString(),
        remoteAddress: `10.1.${randomInt(1, 250)}.${randomInt(1, 250)}`,
      });
      expect(response.statusCode, role).toBe(302);
      expect(response.headers.location, role).toBe(landing);
    }
  });

  it("sends each staff role from /staff to its own console", async () => {
    for (const [role, home] of [["admin", "/staff/requests"], ["agent", "/staff/agent"], ["lab", "/staff/lab"]] as const) {
      const response = await app.inject({ method: "GET", url: "/staff", headers: { cookie: (await user(role)).cookie } });
      expect(response.statusCode, role).toBe(302);
      expect(response.headers.location, role).toBe(home);
    }
  });

  it("gives the prescription to an admin and to the order's lab inline, sandboxed and audited; to nobody else", async () => {
    const labId = await lab();
    const otherLab = await lab("Other Route Lab");
    const id = await pendingRequest(labId);
    const admin = await user("admin");
    const ownLab = await user("lab", labId);
    for (const cookie of [admin.cookie, ownLab.cookie]) {
      const response = await app.inject({ method: "GET", url: `/staff/requests/${id}/prescription`, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.headers["content-security-policy"]).toMatch(/^sandbox/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["cache-control"]).toContain("no-store");
      expect(response.rawPayload.equals(Buffer.from(PNG))).toBe(true);
    }
    for (const cookie of ["", (await user("patient")).cookie, (await user("agent")).cookie, (await user("lab", otherLab)).cookie]) {
      expect((await app.inject({ method: "GET", url: `/staff/requests/${id}/prescription`, headers: { cookie } })).statusCode).toBe(404);
    }
    // No report yet: the same 404.
    expect((await app.inject({ method: "GET", url: `/staff/requests/${id}/report`, headers: { cookie: admin.cookie } })).statusCode).toBe(404);
    const views = await db.selectFrom("audit_log").select(["action", "actor_id"]).where("entity", "=", "sample_request").where("entity_id", "=", String(id)).orderBy("id").execute();
    expect(views).toEqual([
      { action: "prescription.view", actor_id: admin.id },
      { action: "prescription.view", actor_id: ownLab.id },
    ]);
  });

  it("gives a PDF prescription to staff only as a sandboxed download, and the request page links to it instead of showing it", async () => {
    const id = await pendingRequest();
    const owner = (await db.selectFrom("sample_requests").select("uid").where("id", "=", id).executeTakeFirstOrThrow()).uid;
    const key = await storage.put(simplePdf(["Rx"]), { kind: "prescription", owner });
    await db.updateTable("sample_requests").set({ prescription: key, prescription_type: "application/pdf" }).where("id", "=", id).execute();
    const admin = await user("admin");
    const response = await app.inject({ method: "GET", url: `/staff/requests/${id}/prescription`, headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="prescription-${id}.pdf"`);
    expect(response.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const page = await app.inject({ method: "GET", url: `/staff/requests/${id}`, headers: { cookie: admin.cookie } });
    const link = new RegExp(`<a href="/staff/requests/${id}/prescription" download=""[^>]*data-testid="prescription">(?:<[^>]*>|\\s)*${escape(enStaff.request.files.downloadPrescription)}</a>`);
    expect(page.body).toMatch(link);
    expect(page.body).not.toMatch(/<img[^>]*data-testid="prescription"/);
  });
});

describe("an admin sets each lab's home visits per slot", () => {
  it("lists the labs, saves a number once however often posted, audits it, and refuses a bad one with the typed value kept", async () => {
    const admin = await user("admin");
    const labId = await lab(`Capacity Lab ${randomInt(1, 1_000_000)}`);
    const page = await app.inject({ method: "GET", url: "/staff/labs", headers: { cookie: `${admin.cookie}; lang=en` } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toMatch(new RegExp(`data-lab="${labId}"[\\s\\S]*?name="visitsPerSlot"[^>]*value="20"`));

    const fields = { intent: "capacity", formKey: `capacity-${labId}`, labId: String(labId), visitsPerSlot: "6" };
    for (let i = 0; i < 2; i++) {
      const saved = await post("/staff/labs", admin.cookie, fields);
      expect(saved.statusCode).toBe(302);
      expect(saved.headers.location).toBe(`/staff/labs?saved=${labId}#lab-${labId}`);
    }
    expect((await db.selectFrom("hospitals").select("visits_per_slot").where("id", "=", labId).executeTakeFirstOrThrow()).visits_per_slot).toBe(6);
    const audits = await db.selectFrom("audit_log").select(["action", "before", "after"]).where("entity", "=", "hospital").where("entity_id", "=", String(labId)).execute();
    expect(audits).toEqual([{ action: "lab.visitsPerSlot", before: { visits_per_slot: 20 }, after: { visits_per_slot: 6 } }]);
    const shown = await app.inject({ method: "GET", url: `/staff/labs?saved=${labId}`, headers: { cookie: `${admin.cookie}; lang=en` } });
    expect(shown.body).toMatch(near('data-testid="lab-saved"', enStaff.labs.saved));

    for (const bad of ["501", "-1", "2.5", "", "ten"]) {
      const refused = await post("/staff/labs", `${admin.cookie}; lang=en`, { ...fields, formKey: `capacity-bad-${labId}`, visitsPerSlot: bad });
      expect(refused.statusCode, `visits per slot "${bad}"`).toBe(400);
      expect(refused.body).toMatch(near(`id="field-visitsPerSlot-${labId}-error"`, enCommon.errors.visitsPerSlotInvalid));
      if (bad) expect(refused.body).toMatch(new RegExp(`data-lab="${labId}"[\\s\\S]*?name="visitsPerSlot"[^>]*value="${escape(bad)}"`));
    }
    const unknown = await post("/staff/labs", `${admin.cookie}; lang=en`, { ...fields, formKey: "capacity-unknown-1", labId: "999999999" });
    expect(unknown.statusCode).toBe(404);
    expect((await db.selectFrom("hospitals").select("visits_per_slot").where("id", "=", labId).executeTakeFirstOrThrow()).visits_per_slot).toBe(6);
  }, 60_000);
});

describe("an admin works a request", () => {
  it("assigns a lab, confirms tests (amount = the prices' sum), once however often posted; a stale form is told it changed", async () => {
    const admin = await user("admin");
    const labId = await lab();
    const id = await pendingRequest();
    const page = await app.inject({ method: "GET", url: `/staff/requests/${id}`, headers: { cookie: admin.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain('data-testid="form-assign-lab"');
    expect(page.body).not.toContain('data-testid="form-assign-agent"');
    const stale = await versionOf(id);

    const assigned = await post(`/staff/requests/${id}`, admin.cookie, { intent: "assign-lab", formKey: "render-one-1234", seen: stale, labId: String(labId) });
    expect(assigned.statusCode).toBe(302);
    expect(assigned.headers.location).toBe(`/staff/requests/${id}?done=assign-lab`);

    const tests = await db.selectFrom("tests").select(["id", "price_paise"]).where("active", "=", true).orderBy("id").limit(2).execute();
    const fields = { intent: "confirm-tests", formKey: "render-two-1234", seen: await versionOf(id), amount: "", amountReason: "", ...Object.fromEntries(tests.map((t) => [`test-${t.id}`, "on"])) };
    for (let i = 0; i < 2; i++) {
      const confirmed = await post(`/staff/requests/${id}`, admin.cookie, fields);
      expect(confirmed.statusCode).toBe(302);
      expect(confirmed.headers.location).toBe(`/staff/requests/${id}?done=confirm-tests`);
    }
    const order = await db.selectFrom("sample_requests").select(["status", "amount_paise", "lab_id"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: "Confirmed", amount_paise: tests[0]!.price_paise + tests[1]!.price_paise, lab_id: labId });
    const audits = await db.selectFrom("audit_log").select("action").where("entity", "=", "sample_request").where("entity_id", "=", String(id)).orderBy("id").execute();
    // The page's read is an audit row too: it shows the patient's health data (issue #34, "Who opened my data").
    expect(audits.map((a) => a.action)).toEqual(["request.view", "order.assignLab", "order.confirmTests"]);

    // The first render's cancel form still carries the version before both changes.
    const late = await post(`/staff/requests/${id}`, admin.cookie, { intent: "cancel", formKey: "render-one-1234", seen: stale, reason: "Patient asked" });
    expect(late.statusCode).toBe(409);
    expect(late.body).toMatch(near('data-testid="form-error"', enCommon.errors.orderChanged.replace("{{status}}", "Confirmed").replace(/'/g, "&#x27;")));
    expect((await db.selectFrom("sample_requests").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe("Confirmed");

    const done = await app.inject({ method: "GET", url: `/staff/requests/${id}?done=confirm-tests`, headers: { cookie: admin.cookie } });
    expect(done.body).toMatch(near('data-testid="done"', enStaff.done["confirm-tests"]));
    expect(done.body).toContain('data-testid="form-assign-agent"');
    expect(done.body).toMatch(near('data-testid="history"', "Tests and amount confirmed"));

    // In Hindi, the history names the confirmed tests in Hindi, as the rest of the page does (issue #30).
    const stored = (await db.selectFrom("tests").select("name").where("id", "in", tests.map((t) => t.id)).execute()).map((t) => t.name);
    const inHindi = stored.map((name) => testNameIn("hi", name));
    expect(inHindi.filter((name, i) => name !== stored[i]), "the catalogue has Hindi names for these tests").toHaveLength(stored.length);
    const hindiPage = await app.inject({ method: "GET", url: `/staff/requests/${id}`, headers: { cookie: `${admin.cookie}; lang=hi` } });
    const history = hindiPage.body.slice(hindiPage.body.indexOf('data-testid="history"'));
    const told = history.match(/<li>टेस्ट तय हुए: ([^<]+)।<\/li>/)?.[1] ?? "";
    expect(told.split(", ").sort()).toEqual([...inHindi].sort());
  }, 60_000);

  it("assigns one collector to a family's visit from one form, and the collector sees one stop with both patients", async () => {
    const admin = await user("admin");
    const agent = await user("agent");
    const labId = await lab();
    const patient = await createPatient(db);
    const address = `Flat ${randomInt(1, 1_000_000)}, 14 Diamond Harbour Road`;
    const [mother, father] = [await createOrder(db, patient), await createOrder(db, patient)];
    await db.updateTable("sample_requests").set({ lab_id: labId, address, pincode: "700026", date: "2030-02-10 1st Half" }).where("id", "in", [mother, father]).execute();
    await db.updateTable("sample_requests").set({ name: "Mita Das" }).where("id", "=", mother).execute();
    await db.updateTable("sample_requests").set({ name: "Tapan Das" }).where("id", "=", father).execute();

    const page = await app.inject({ method: "GET", url: `/staff/requests/${mother}`, headers: { cookie: admin.cookie } });
    expect(page.body).toMatch(near('data-testid="whole-visit"', "2 patients at this address"));
    expect(page.body).toContain(`Order #${father} · Tapan Das`);

    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const assigned = await post(`/staff/requests/${mother}`, admin.cookie, { intent: "assign-agent", formKey: "render-visit-1", seen: await versionOf(mother), agentId: String(agent.id), date: today, time: "09:30", wholeVisit: "on" });
    expect(assigned.statusCode).toBe(302);
    expect(assigned.headers.location).toBe(`/staff/requests/${mother}?done=assign-agent`);
    const rows = await db.selectFrom("sample_requests").select(["status", "agent_id"]).where("id", "in", [mother, father]).execute();
    expect(rows).toEqual([
      { status: "Agent Assigned", agent_id: agent.id },
      { status: "Agent Assigned", agent_id: agent.id },
    ]);

    const round = await app.inject({ method: "GET", url: "/staff/agent", headers: { cookie: `${agent.cookie}; lang=en` } });
    expect(round.statusCode).toBe(200);
    expect(round.body.match(/data-testid="agent-stop"/g)).toHaveLength(1);
    expect(round.body).toMatch(/data-testid="agent-stop"[\s\S]*2 patients[\s\S]*Mita Das[\s\S]*Tapan Das/);
  }, 60_000);

  it("says which requests of the visit were not assigned, and assigns only the one opened when the box is unticked", async () => {
    const admin = await user("admin");
    const agent = await user("agent");
    const labId = await lab();
    const patient = await createPatient(db);
    const address = `Flat ${randomInt(1, 1_000_000)}, 22 Hazra Road`;
    const [first, noLab, third] = [await createOrder(db, patient), await createOrder(db, patient), await createOrder(db, patient)];
    await db.updateTable("sample_requests").set({ lab_id: labId, address, pincode: "700026", date: "2030-02-10 2nd Half" }).where("id", "in", [first, noLab, third]).execute();
    await db.updateTable("sample_requests").set({ lab_id: null }).where("id", "=", noLab).execute();

    const fields = { intent: "assign-agent", agentId: String(agent.id), date: "2030-02-10", time: "15:00" };
    const alone = await post(`/staff/requests/${third}`, admin.cookie, { ...fields, formKey: "render-visit-2", seen: await versionOf(third) });
    expect(alone.headers.location).toBe(`/staff/requests/${third}?done=assign-agent`);
    expect((await db.selectFrom("sample_requests").select("status").where("id", "=", first).executeTakeFirstOrThrow()).status).toBe("Confirmed");

    const whole = await post(`/staff/requests/${first}`, admin.cookie, { ...fields, formKey: "render-visit-3", seen: await versionOf(first), wholeVisit: "on" });
    expect(whole.headers.location).toBe(`/staff/requests/${first}?done=assign-agent&notAssigned=${noLab}`);
    const shown = await app.inject({ method: "GET", url: whole.headers.location as string, headers: { cookie: admin.cookie } });
    expect(shown.body).toMatch(near('data-testid="not-assigned"', "This order of the visit was not assigned"));
    expect(shown.body).toContain(`href="/staff/requests/${noLab}"`);
    const junk = await app.inject({ method: "GET", url: `/staff/requests/${first}?done=assign-agent&notAssigned=1;drop`, headers: { cookie: admin.cookie } });
    expect(junk.statusCode).toBe(200);
    expect(junk.body).not.toContain('data-testid="not-assigned"');
  }, 60_000);

  it("shows a refused form's problem by its field and keeps the ticked tests", async () => {
    const admin = await user("admin");
    const id = await pendingRequest(await lab());
    const test = await db.selectFrom("tests").select(["id"]).where("active", "=", true).orderBy("id").executeTakeFirstOrThrow();
    const refused = await post(`/staff/requests/${id}`, admin.cookie, { intent: "confirm-tests", formKey: "render-three-1", seen: await versionOf(id), amount: "12", amountReason: "", [`test-${test.id}`]: "on" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(near('id="field-amountReason-error"', enCommon.errors.amountReasonNeeded));
    expect(refused.body).toMatch(new RegExp(`name="test-${test.id}"[^>]*checked`));
    const none = await post(`/staff/requests/${id}`, admin.cookie, { intent: "confirm-tests", formKey: "render-three-2", seen: await versionOf(id) });
    expect(none.statusCode).toBe(400);
    expect(none.body).toMatch(near('id="field-tests-error"', enCommon.errors.testsNeeded));
  }, 60_000);

  it("words the door payment's refusals from the tracking catalog (they showed as raw keys such as errors.payment_in_progress)", async () => {
    const admin = await user("admin");
    const patient = await createPatient(db);
    const id = await createOrder(db, patient);
    await db.insertInto("payments").values({ request_id: id, uid: patient.id, gateway: "sandbox", merchant_order_id: `NK1-open-${id}`, amount_paise: 95_000, expires_at: new Date(Date.now() + 15 * 60_000) }).execute();
    const refused = await post(`/staff/requests/${id}`, `${admin.cookie}; lang=en`, { intent: "take-payment", formKey: "render-open-12", seen: await versionOf(id), method: "cash" });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatch(near('data-testid="form-error"', enTracking.errors.payment_in_progress));
    expect(refused.body).not.toMatch(/⟦/);

    await db.updateTable("payments").set({ state: "failed" }).where("request_id", "=", id).execute();
    await db.updateTable("sample_requests").set({ payment_status: "Success" }).where("id", "=", id).execute();
    const paid = await app.inject({ method: "POST", url: `/staff/requests/${id}.data`, headers: { cookie: admin.cookie, ...form }, payload: new URLSearchParams({ intent: "take-payment", formKey: "render-paid-12", seen: await versionOf(id), method: "cash" }).toString() });
    expect(paid.statusCode).toBe(409);
    expect(paid.body).toContain('"tracking:errors.already_paid"');
    expect(await db.selectFrom("payments").select("state").where("request_id", "=", id).execute()).toEqual([{ state: "failed" }]);
  });

  it("answers an action on a request that does not exist with the 404 page, not a form message (it sent the raw key errors.order_not_found)", async () => {
    const admin = await user("admin");
    for (const url of ["/staff/requests/999999999999", "/staff/requests/999999999999.data"]) {
      const response = await post(url, admin.cookie, { intent: "cancel", formKey: "render-gone-12", seen: "2030-01-01T00:00:00.000Z", reason: "Patient asked" });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["cache-control"], url).toContain("no-store");
      expect(response.body, url).not.toContain("order_not_found");
    }
    const body = await multipart({ formKey: "render-gone-34", seen: "2030-01-01T00:00:00.000Z" }, simplePdf(["r"]));
    const uploaded = await app.inject({ method: "POST", url: "/staff/requests/999999999999/report", headers: { cookie: admin.cookie, "content-type": body.type }, payload: body.payload });
    expect(uploaded.statusCode).toBe(404);
    expect(String(uploaded.headers.location ?? "")).not.toContain("order_not_found");
  });

  it("uploads a report as a PDF only, then shows it to an admin", async () => {
    const admin = await user("admin");
    const id = await pendingRequest(await lab());
    await db.updateTable("sample_requests").set({ status: "Sample Collected" }).where("id", "=", id).execute();
    const notPdf = await multipart({ formKey: "upload-1234", seen: await versionOf(id) }, PNG);
    const refused = await app.inject({ method: "POST", url: `/staff/requests/${id}/report`, headers: { cookie: admin.cookie, "content-type": notPdf.type }, payload: notPdf.payload });
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe(`/staff/requests/${id}?uploadError=reportType#upload-report`);
    const shown = await app.inject({ method: "GET", url: `/staff/requests/${id}?uploadError=reportType`, headers: { cookie: admin.cookie } });
    expect(shown.body).toMatch(near('data-testid="upload-error"', enCommon.errors.reportType));
    const launching = await multipart({ formKey: "upload-2345", seen: await versionOf(id) }, pdfWithCatalog("/OpenAction << /S /L#61unch /F (calc.exe) >>"));
    const refusedPdf = await app.inject({ method: "POST", url: `/staff/requests/${id}/report`, headers: { cookie: admin.cookie, "content-type": launching.type }, payload: launching.payload });
    expect(refusedPdf.headers.location).toBe(`/staff/requests/${id}?uploadError=reportPdfActive#upload-report`);
    const shownPdf = await app.inject({ method: "GET", url: `/staff/requests/${id}?uploadError=reportPdfActive`, headers: { cookie: admin.cookie } });
    expect(shownPdf.body).toMatch(near('data-testid="upload-error"', enCommon.errors.reportPdfActive));

    const pdf = simplePdf(["Report"]);
    const body = await multipart({ formKey: "upload-5678", seen: await versionOf(id) }, pdf);
    const uploaded = await app.inject({ method: "POST", url: `/staff/requests/${id}/report`, headers: { cookie: admin.cookie, "content-type": body.type }, payload: body.payload });
    expect(uploaded.headers.location).toBe(`/staff/requests/${id}?done=upload-report`);
    const report = await app.inject({ method: "GET", url: `/staff/requests/${id}/report`, headers: { cookie: admin.cookie } });
    expect(report.statusCode).toBe(200);
    expect(report.headers["content-type"]).toBe("application/pdf");
    expect(report.headers["content-disposition"]).toBe(`attachment; filename="report-${id}.pdf"`);
    expect(report.headers["content-security-policy"]).toMatch(/^sandbox; default-src 'none'/);
    expect(report.headers["x-content-type-options"]).toBe("nosniff");
    expect(report.rawPayload.equals(Buffer.from(pdf))).toBe(true);
    const actions = (await db.selectFrom("audit_log").select("action").where("entity", "=", "sample_request").where("entity_id", "=", String(id)).orderBy("id").execute()).map((a) => a.action);
    expect(actions).toEqual(["request.view", "request.view", "order.uploadReport", "report.view"]);
  }, 60_000);

  it("lists the queue newest first with the search, and pages by cursor", async () => {
    const admin = await user("admin");
    const ids = [await pendingRequest(), await pendingRequest()];
    const phone = (await db.selectFrom("sample_requests").select("phone").where("id", "=", ids[1]!).executeTakeFirstOrThrow()).phone;
    // The search is posted and the results' address carries a token, not the phone (server/personal-data-in-urls.int.test.ts).
    const searched = await post("/staff/requests", admin.cookie, { q: phone, status: "", day: "" });
    expect(searched.statusCode).toBe(302);
    const byPhone = await app.inject({ method: "GET", url: searched.headers.location as string, headers: { cookie: admin.cookie } });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.headers["cache-control"]).toBe("private, no-store");
    expect(byPhone.body).toContain(`href="/staff/requests/${ids[1]}"`);
    expect(byPhone.body).not.toContain(`href="/staff/requests/${ids[0]}"`);
    // An erased account's order (issue #34): no empty name or phone line, it says why.
    await db.updateTable("sample_requests").set({ name: "", phone: "" }).where("id", "=", ids[0]!).execute();
    const erased = await app.inject({ method: "GET", url: "/staff/requests?status=Pending+Confirmation", headers: { cookie: admin.cookie } });
    expect(erased.body).toContain(`#${ids[0]} · name removed (account deleted)`);
    const before = await app.inject({ method: "GET", url: `/staff/requests?before=${ids[1]}&status=Pending+Confirmation&day=nonsense`, headers: { cookie: admin.cookie } });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain(`href="/staff/requests/${ids[0]}"`);
    expect(before.body).not.toContain(`href="/staff/requests/${ids[1]}"`);
  }, 60_000);
});
