import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import enStaff from "../app/i18n/locales/en/staff.json" with { type: "json" };
import { createSession } from "../core/auth/sessions";
import { createOrder, createPatient } from "../core/payments/test-support";
import { QUEUE_PAGE_SIZE } from "../core/staff/list-staff-queue";
import { saveStaffSearch, STAFF_SEARCH_MINUTES } from "../core/staff/staff-search";
import { createStaff } from "../core/staff/test-support";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

/** Issue #34: no phone number, name or code in an address, starting with the console's request search. */
const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 180_000);
afterAll(async () => close?.());

const form = { "content-type": "application/x-www-form-urlencoded" };
const admin = async () => {
  const staff = await createStaff(db, "admin");
  return { id: staff.id, cookie: `nikat_session=${(await createSession(db, { userId: staff.id })).token}` };
};
const search = (cookie: string, fields: Record<string, string>) => app.inject({ method: "POST", url: "/staff/requests", headers: { cookie, ...form }, payload: new URLSearchParams(fields).toString() });
const get = (url: string, cookie: string) => app.inject({ method: "GET", url, headers: { cookie } });
/** Every address a page names: links, form targets, sources. */
const addressesIn = (html: string) => [...html.matchAll(/\b(?:href|action|src)="([^"]*)"/g)].map((match) => match[1] ?? "");

/** A patient with a name of their own and one order, the phone and name as a search would type them. */
async function patientOrder(name: string) {
  const patient = await createPatient(db);
  const id = await createOrder(db, patient);
  await db.updateTable("sample_requests").set({ name }).where("id", "=", id).execute();
  return { id, phone: patient.phone, name };
}

describe("the console's request search keeps what was typed out of the address", () => {
  it("a search by phone answers a redirect whose address carries a token, and the results page names no address with the phone", async () => {
    const staff = await admin();
    const order = await patientOrder("Sharmila Basu");
    const posted = await search(staff.cookie, { q: order.phone, status: "Confirmed", day: "", lab: "", area: "", payment: "" });
    expect(posted.statusCode).toBe(302);
    const location = String(posted.headers.location);
    expect(location).toMatch(/^\/staff\/requests\?status=Confirmed&search=[A-Za-z0-9_-]{22}$/);
    expect(location).not.toContain(order.phone);

    const results = await get(location, staff.cookie);
    expect(results.statusCode).toBe(200);
    expect(results.headers["cache-control"]).toBe("private, no-store");
    expect(results.body).toContain(`href="/staff/requests/${order.id}"`);
    // What was typed is back in the search box (the page keeps it), never in an address.
    expect(results.body).toContain(`value="${order.phone}"`);
    expect(addressesIn(results.body).filter((address) => address.includes(order.phone))).toEqual([]);
    // Refresh and back: the same address answers the same results while the search lasts.
    expect((await get(location, staff.cookie)).body).toContain(`href="/staff/requests/${order.id}"`);
  });

  it("a search by name, paged: the next page's address carries the token, not the name", async () => {
    const staff = await admin();
    const name = `Purnima${Date.now()}`;
    const orders = [];
    for (let i = 0; i <= QUEUE_PAGE_SIZE; i++) orders.push(await patientOrder(`${name} Sen`));
    const posted = await search(staff.cookie, { q: name });
    const location = String(posted.headers.location);
    expect(location.toLowerCase()).not.toContain(name.toLowerCase());
    const first = await get(location, staff.cookie);
    const addresses = addressesIn(first.body);
    expect(addresses.filter((address) => address.toLowerCase().includes(name.toLowerCase()))).toEqual([]);
    const next = addresses.find((address) => address.startsWith("/staff/requests?") && address.includes("before="));
    expect(next).toMatch(/search=[A-Za-z0-9_-]{22}/);
    const second = await get(next!.replaceAll("&amp;", "&"), staff.cookie);
    expect(second.body).toContain(`href="/staff/requests/${orders[0]!.id}"`);
    expect(second.body).not.toContain(`href="/staff/requests/${orders[QUEUE_PAGE_SIZE]!.id}"`);
  });

  it("a phone in the address is not a search: nothing builds such an address that works", async () => {
    const staff = await admin();
    const order = await patientOrder("Kakoli Ghosh");
    const other = await patientOrder("Rina Dey");
    const page = await get(`/staff/requests?q=${order.phone}`, staff.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="/staff/requests/${other.id}"`);
    expect(page.body).not.toContain(`value="${order.phone}"`);
  });

  it("another admin's token, or one an hour old, is a search that has ended: said so, and not applied", async () => {
    const staff = await admin();
    const someoneElse = await admin();
    const order = await patientOrder("Tapati Mitra");
    const other = await patientOrder("Bani Kar");
    const location = String((await search(staff.cookie, { q: order.phone })).headers.location);
    for (const answer of [
      await get(location, someoneElse.cookie),
      await get(`/staff/requests?search=${await saveStaffSearch(db, { staffId: staff.id, query: order.phone, now: new Date(Date.now() - STAFF_SEARCH_MINUTES * 60_000 - 1000) })}`, staff.cookie),
    ]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('data-testid="queue-search-ended"');
      expect(answer.body).toContain(enStaff.queue.searchEnded);
      expect(answer.body).toContain(`href="/staff/requests/${other.id}"`);
      expect(answer.body).not.toContain(`value="${order.phone}"`);
    }
  });

  it("a refused search (too long) keeps what was typed, with the field's message, and stores nothing", async () => {
    const staff = await admin();
    const before = (await db.selectFrom("staff_searches").select(db.fn.countAll().as("n")).where("staff_id", "=", staff.id).executeTakeFirstOrThrow()).n;
    const refused = await search(staff.cookie, { q: "x".repeat(81), area: "Kolkata" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('id="field-q-error"');
    expect(refused.body).toContain('value="Kolkata"');
    expect((await db.selectFrom("staff_searches").select(db.fn.countAll().as("n")).where("staff_id", "=", staff.id).executeTakeFirstOrThrow()).n).toBe(before);
  });
});

/** The names of fields that carry a person: a form sent by GET puts them in its address. */
const PERSONAL_FIELDS = new Set(["phone", "mobile", "name", "patientName", "code", "otp", "email", "address", "q"]);
/** Public searches of the catalogue (doctors, pharmacies): what is typed is a place or a speciality, not a person. */
const PUBLIC_SEARCHES = new Set(["app/components/doctors/doctor-search-box.tsx", "app/components/pharmacy/pharmacy-search-form.tsx", "app/components/pharmacy/pharmacy-sort-form.tsx"]);
/** Demo mode only (the addresses do not exist in production): the outbox's filter by recipient, the chat simulator's number. */
const DEMO_ONLY = new Set(["app/routes/dev-outbox.tsx", "app/routes/dev-whatsapp.tsx"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx$/.test(entry.name) && !/\.test\./.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe("no form sent by GET carries a person's details", () => {
  it("every GET form's fields are named outside the personal ones (a search of people is posted)", () => {
    const found: string[] = [];
    for (const file of sourceFiles("app")) {
      if (PUBLIC_SEARCHES.has(file) || DEMO_ONLY.has(file)) continue;
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/<(form|Form)\b[^>]*method="get"[^>]*>([\s\S]*?)<\/\1>/g)) {
        // A field named in the source (name="q"), or through controlAria("q", …).
        for (const field of (match[2] ?? "").matchAll(/\bname="([A-Za-z]+)"|controlAria\("([A-Za-z]+)"/g)) {
          const name = field[1] ?? field[2] ?? "";
          if (PERSONAL_FIELDS.has(name)) found.push(`${file}: ${name}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
