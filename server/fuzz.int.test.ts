import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { stripControlCharacters } from "../core/forms/control-characters";
import { decideSandboxPayment } from "../core/payments/sandbox-gateway";
import { startPayment } from "../core/payments/start-payment";
import { createOrder, createPatient } from "../core/payments/test-support";
import { testDb } from "../db/test-support/test-db";
import type { Services } from "./services";
import { asDataRequest, body, CONTROL, text } from "./test-support/fuzz-arbitraries";
import { startInProcessApp } from "./test-support/in-process-app";
import { fuzzSeeds } from "./test-support/fuzz-seeds";
import { wordingProblems } from "./test-support/translated-refusal";

/**
 * Property-based fuzzing of every form action and endpoint that exists (issue #12): about 1,000 seeded
 * requests — wrong content types, huge and broken bodies, control characters, unicode, long strings,
 * random paths and query parameters. No answer may be a 5xx, a refusal names only message keys every catalog has
 * (never a schema's English default) and shows nothing untranslated, and nothing may be half-stored: the
 * contact and appointment tables grow by at most one row, and only on a 2xx/3xx answer to a form that stores.
 * Each property runs the fixed seeds and one random seed (printed); repeat one with FUZZ_SEED=<seed>.
 */
const seeds = fuzzSeeds("fuzz");
const POST_RUNS = Number(process.env.FUZZ_POST_RUNS ?? 400);
const GET_RUNS = Number(process.env.FUZZ_GET_RUNS ?? 250);
/** A property's time budget grows with its inputs (bench/fuzz.mjs scales the counts up). */
const budget = (runs: number) => (60_000 + runs * 150) * seeds.length;

const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;
let payments: Services["payments"];
let doctorId = 0;
let chamberId = 0;
let placeId = 0;
/** A logged-in patient with priced orders, one open attempt at the sandbox, and a gateway callback's credentials. */
let patientId = 0;
let patientCookie = "";
let orderIds: number[] = [];
let attemptId = 0;
let merchantOrderId = "";
let webhookAuthorization = "";
let webhookBody = "";

const open = JSON.stringify({ is_open: true, start_time: "09:00", end_time: "21:00" });

beforeAll(async () => {
  ({ app, close, services: { payments } } = await startInProcessApp(db));
  const tag = `fz${Date.now().toString(36)}`;
  placeId = (await db.insertInto("hospitals").values({ type: "Pharmacy", name: `${tag} Pharmacy`, phone: "9830012345" }).returning("id").executeTakeFirstOrThrow()).id;
  doctorId = (await db.insertInto("doctors").values({ name: `Dr. ${tag}`, speciality: "Cardiology", status: "Active" }).returning("id").executeTakeFirstOrThrow()).id;
  const week = { sunday: open, monday: open, tuesday: open, wednesday: open, thursday: open, friday: open, saturday: open };
  chamberId = (await db.insertInto("chambers").values({ did: doctorId, oid: placeId, lat: 25.6, lon: 88.1, status: "Active", ...week }).returning("id").executeTakeFirstOrThrow()).id;

  const patient = await createPatient(db);
  patientId = patient.id;
  patientCookie = `nikat_session=${(await createSession(db, { userId: patient.id })).token}`;
  orderIds = await Promise.all([0, 1, 2, 3].map(() => createOrder(db, patient)));
  const started = await startPayment(payments, { userId: patient.id, requestId: orderIds[0]!, language: "en", origin: "http://localhost" });
  attemptId = started.attemptId;
  merchantOrderId = started.redirectUrl.split("/").pop() ?? "";
  // A second order paid at the sandbox whose callback has not arrived: its real body is among the webhook's fuzzed bodies.
  const other = await startPayment(payments, { userId: patient.id, requestId: orderIds[3]!, language: "en", origin: "http://localhost" });
  const decided = await decideSandboxPayment({ db, secret: payments.secret }, other.redirectUrl.split("/").pop() ?? "", "success");
  webhookAuthorization = String(decided?.callback?.headers.authorization ?? "");
  webhookBody = decided?.callback?.body ?? "";
}, 180_000);

afterAll(async () => close?.());

/**
 * The fuzz patient's payment rows and orders: Pay Now may add one attempt, /dev/demo-order one order, and only when
 * answered below 400. Only the patient's own: other test files add orders to the shared database at the same time.
 */
async function paymentRows(): Promise<{ attempts: number; orders: number }> {
  const attempts = Number((await db.selectFrom("payments").select((eb) => eb.fn.countAll<string>().as("n")).where("uid", "=", patientId).executeTakeFirstOrThrow()).n);
  const orders = Number((await db.selectFrom("sample_requests").select((eb) => eb.fn.countAll<string>().as("n")).where("uid", "=", patientId).executeTakeFirstOrThrow()).n);
  return { attempts, orders };
}

/** Rows the forms store: contact_messages and appointment_requests. */
async function storedRows(): Promise<number> {
  const count = async (table: "contact_messages" | "appointment_requests") =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);
  return (await count("contact_messages")) + (await count("appointment_requests"));
}

/** Forms whose success stores a row. */
const STORING = (path: string) => /^\/(contact-us|services|register\/partner|partner\/\w+|doctor\/\d+\/profile|chamber\/\d+)(\.data)?$/.test(path);

const postPath = fc.constantFrom(
  "/login", "/forgot-password", "/account/password", "/location", "/language", "/contact-us", "/services", "/register/partner",
  "/partner/pharmacy", "/partner/nope", "DOCTOR", "CHAMBER", "/login.data", "/contact-us.data", "DOCTOR.data", "/location.data",
  "/api/v1/page-views", "/webhooks/whatsapp", "/", "/pharmacy", "/nope",
  "PAY", "PAY", "/trace/test/999999999/pay", "/trace/test/0/pay", "SANDBOX", "SANDBOX", "/sandbox/pay/NK1-000000000000",
  "/webhooks/payments", "/webhooks/payments", "/dev/demo-order",
);

/** The webhook is also sent its real credentials and its real body, so some fuzzed calls get past the header check. */
const webhookHeaders = fc.oneof(fc.constant("REAL"), fc.constant(""), fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 64, maxLength: 64 }), fc.string({ maxLength: 80 }));

const ip = fc.ipV4();

describe("fuzzing every form and endpoint", () => {
  it(`POST: ${POST_RUNS} random bodies to every action answer below 500 and store nothing half-way`, async () => {
    for (const seed of seeds) await fc.assert(
      fc.asyncProperty(postPath, body, ip, fc.boolean(), fc.nat(2), fc.boolean(), fc.boolean(), webhookHeaders, fc.nat(3), async (rawPath, { type, payload }, remoteAddress, withChamber, render, loggedIn, wantsJson, authorization, orderIndex) => {
        const pagePath = rawPath
          .replace("DOCTOR", `/doctor/${doctorId}/profile`)
          .replace("CHAMBER", `/chamber/${placeId}`)
          .replace("PAY", `/trace/test/${orderIds[orderIndex]}/pay`)
          .replace("SANDBOX", `/sandbox/pay/${merchantOrderId}`);
        const path = render === 0 ? pagePath : asDataRequest(pagePath);
        let sent = payload;
        const headers: Record<string, string> = type ? { "content-type": type } : {};
        if (loggedIn) headers.cookie = patientCookie;
        if (wantsJson) headers.accept = "application/json";
        if (path === "/webhooks/payments") {
          if (authorization) headers.authorization = authorization === "REAL" ? webhookAuthorization : authorization;
          if (withChamber) sent = webhookBody;
        }
        // Half the doctor posts name the doctor's real chamber, so some get as far as storing.
        if (withChamber && path.startsWith("/doctor/") && typeof sent === "string" && type?.startsWith("application/x-www-form-urlencoded")) sent += `&chamberId=${chamberId}`;
        const before = await storedRows();
        const paymentsBefore = await paymentRows();
        const response = await app.inject({ method: "POST", url: path, headers, payload: sent, remoteAddress });
        const grown = (await storedRows()) - before;
        const paymentsAfter = await paymentRows();
        expect(response.statusCode, `${path} ${type}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(wordingProblems(response, { formRefusal: false }), `${path} ${type}`).toEqual([]);
        const newAttempts = paymentsAfter.attempts - paymentsBefore.attempts;
        const newOrders = paymentsAfter.orders - paymentsBefore.orders;
        expect(newAttempts).toBeLessThanOrEqual(1);
        expect(newOrders).toBeLessThanOrEqual(1);
        if (newAttempts > 0) expect([/^\/trace\/test\/\d+\/pay/.test(path), response.statusCode < 400]).toEqual([true, true]);
        if (newOrders > 0) expect([path.startsWith("/dev/demo-order"), response.statusCode < 400]).toEqual([true, true]);
        expect(grown).toBeLessThanOrEqual(1);
        if (grown > 0) {
          expect(STORING(path), path).toBe(true);
          expect(response.statusCode).toBeLessThan(400);
        }
        expect(response.body.length, "never echoes more than the fields' own limits").toBeLessThan(400_000);
      }),
      { seed, numRuns: POST_RUNS },
    );
  }, budget(POST_RUNS));

  it("services enquiries: a valid one is stored once with a 2xx, one with a bad field is refused and stores nothing", async () => {
    const field = fc.constantFrom("name", "email", "message");
    const spoil = fc.option(fc.tuple(field, fc.constantFrom(...CONTROL.slice(0, 7), "x".repeat(3000))), { nil: undefined });
    for (const seed of seeds) await fc.assert(
      fc.asyncProperty(fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }), spoil, ip, fc.boolean(), async (name, spoiled, remoteAddress, render) => {
        const form: Record<string, string> = { name: stripControlCharacters(`Tea Estate ${name}`), email: "hr@estate.example.in", message: "A health camp for our workers, please." };
        if (spoiled) form[spoiled[0]] = `${form[spoiled[0]]}${spoiled[1]}`;
        const before = await storedRows();
        const response = await app.inject({ method: "POST", url: render ? "/services" : "/services.data", headers: { "content-type": "application/x-www-form-urlencoded" }, payload: new URLSearchParams(form).toString(), remoteAddress });
        const grown = (await storedRows()) - before;
        expect(response.statusCode).toBeLessThan(500);
        if (spoiled) expect(grown, JSON.stringify(spoiled)).toBe(0);
        if (response.statusCode < 300) expect(grown).toBe(1);
        else expect(grown).toBe(0);
      }),
      { seed, numRuns: 40 },
    );
  }, 240_000 * seeds.length);

  const segment = fc.oneof(text.map((value) => encodeURIComponent(value.slice(0, 200))), fc.constantFrom("%00", "%ZZ", "%C0%AF", "..", "%2e%2e", "%", "a%00b"));
  const getUrl = fc.oneof(
    segment.map((pin) => `/location?pin=${pin}`),
    fc.tuple(segment, segment, segment, segment).map(([q, pincode, sort, page]) => `/pharmacy?q=${q}&pincode=${pincode}&sort=${sort}&page=${page}`),
    segment.map((query) => `/search/${query || "x"}`),
    segment.map((q) => `/search?q=${q}`),
    segment.map((word) => `/speciality/${word || "x"}`),
    segment.map((id) => `/doctor/${id || "x"}/profile`),
    segment.map((id) => `/chamber/${id || "x"}`),
    fc.tuple(segment, segment, segment).map(([lat, lon, pincode]) => `/doctors?lat=${lat}&lon=${lon}&pincode=${pincode}`),
    fc.tuple(segment, segment).map(([ct, ty]) => `/lab/${ct || "x"}/test/${ty || "y"}`),
    fc.webPath().map((path) => path || "/"),
    segment.map((rest) => `/api/v1/${rest}`),
    fc.tuple(segment, segment).map(([mode, token]) => `/webhooks/whatsapp?hub.mode=${mode}&hub.verify_token=${token}&hub.challenge=1`),
    segment.map((to) => `/track-order?id=${to}`),
    fc.oneof(segment, fc.constant("ATTEMPT")).map((id) => `/payments/${id || "x"}/status`),
    segment.map((id) => `/sandbox/pay/${id || "x"}`),
    fc.constantFrom("SANDBOX", "ORDER", "/trace/test/999999999", "/dev/demo-order", "/dev/outbox"),
    fc.tuple(segment, segment).map(([id, attempt]) => `/trace/test/${id || "x"}?attempt=${attempt}&payError=${attempt}`),
    segment.map((id) => `/trace/test/${id || "x"}/pay`),
    fc.constantFrom("/", "/login", "/sitemap.xml", "/robots.txt", "/healthz", "/readyz", "/location.data?pin=000000", "/_root.data", "/pharmacy.data?q=%00"),
  );

  it(`GET: ${GET_RUNS} random paths and parameters answer below 500`, async () => {
    for (const seed of seeds) await fc.assert(
      fc.asyncProperty(getUrl, fc.constantFrom("en", "hi", "bn", "xx"), fc.nat(3), fc.boolean(), async (rawUrl, lang, render, loggedIn) => {
        const pageUrl = rawUrl
          .replace("ATTEMPT", String(attemptId))
          .replace("SANDBOX", `/sandbox/pay/${merchantOrderId}`)
          .replace("ORDER", `/trace/test/${orderIds[0]}?attempt=${attemptId}`);
        const url = render === 0 ? pageUrl : asDataRequest(pageUrl);
        const response = await app.inject({ method: "GET", url, headers: { cookie: `lang=${lang}${loggedIn ? `; ${patientCookie}` : ""}` } });
        expect(response.statusCode, url).toBeLessThan(500);
      }),
      { seed, numRuns: GET_RUNS },
    );
  }, budget(GET_RUNS));
});
