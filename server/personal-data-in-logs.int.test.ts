import fs from "node:fs/promises";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ageCodes, lastCodeSentTo, randomPhone } from "../core/auth/test-support";
import { issueInvoiceLink } from "../core/invoices/invoice-link";
import { nextInvoiceNumber } from "../core/payments/next-invoice-number";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

/**
 * Issue #34, privacy by default: a realistic patient's visit (a code login with one wrong code, a booking with the
 * patient's name, phone and home address, the order page, the shared invoice link, a login attempt for a number
 * that is not on WhatsApp) through the whole host at LOG_LEVEL=trace, with every line the host writes captured
 * (its logger, and standard error, where failures without a logger go). No line may carry the phone number, a
 * part of the name or address, a login code, the session or an invoice link's token; no URL we send back
 * (redirects, links, form actions) may carry the phone or the name; no cookie a script can read may carry them.
 */
const db = testDb();
const lines: string[] = [];
let app: FastifyInstance;
let close: () => Promise<void>;
const photo = await fs.readFile(new URL("../core/files/test-files/photo.jpg", import.meta.url));
const stderr = vi.spyOn(process.stderr, "write");

beforeAll(async () => {
  stderr.mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));
  ({ app, close } = await startInProcessApp(db, { env: { LOG_LEVEL: "trace" }, logStream: { write: (line) => void lines.push(line) } }));
}, 180_000);
afterAll(async () => {
  await close?.();
  stderr.mockRestore();
});

function bookingBody(fields: Record<string, string>) {
  const boundary = "logscanboundary";
  const text = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("");
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="prescription"; filename="rx.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([Buffer.from(text + file), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

const setCookies = (response: LightMyRequestResponse): string[] => {
  const header = response.headers["set-cookie"];
  return header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
};

/** A value as a whole: not inside a longer run of digits (a timestamp, a request id). */
const standalone = (value: string) => new RegExp(`(?<![\\dA-Za-z_-])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\dA-Za-z_-])`, "i");

describe("personal data in the server's log", () => {
  it("is absent after a login, a booking, the order page and an invoice link", async () => {
    const phone = randomPhone();
    const name = "Sharmila Dasgupta";
    const address = { village: "Behala", address: "14 Diamond Harbour Road", city: "Kolkata", pincode: "700034", state: "West Bengal" };
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const from = "203.0.113.91";
    const responses: LightMyRequestResponse[] = [];
    const cookies: string[] = [];
    let jar = "lang=en";
    const keep = (response: LightMyRequestResponse) => {
      responses.push(response);
      for (const cookie of setCookies(response)) {
        cookies.push(cookie);
        const [pair] = cookie.split(";");
        if (pair && !/=$/.test(pair)) jar += `; ${pair}`;
      }
      return response;
    };
    const codes: string[] = [];

    // A code login, with one wrong code first.
    keep(await app.inject({ method: "POST", url: "/login", headers: { ...form, cookie: jar }, remoteAddress: from, payload: new URLSearchParams({ intent: "request-code", phone }).toString() }));
    const code = await lastCodeSentTo(db, phone);
    codes.push(code);
    const wrong = code === "000000" ? "111111" : "000000";
    keep(await app.inject({ method: "POST", url: "/login", headers: { ...form, cookie: jar }, remoteAddress: from, payload: new URLSearchParams({ intent: "verify-code", phone, code: wrong }).toString() }));
    const login = keep(await app.inject({ method: "POST", url: "/login", headers: { ...form, cookie: jar }, remoteAddress: from, payload: new URLSearchParams({ intent: "verify-code", phone, code }).toString() }));
    expect(login.statusCode).toBe(302);
    const session = /nikat_session=([^;]+)/.exec(jar)?.[1] ?? "";
    expect(session).not.toBe("");

    // A booking with the patient's name and home address, then home and the order page.
    const booking = bookingBody({ name, age: "58", gender: "Female", ...address, slot: "tomorrow-1", consent: "on", requestKey: randomBytes(16).toString("hex") });
    const booked = keep(await app.inject({ method: "POST", url: "/booking/sample-request", headers: { "content-type": booking.type, cookie: jar, accept: "application/json" }, remoteAddress: from, payload: booking.body }));
    expect(booked.statusCode, booked.body.slice(0, 300)).toBe(200);
    const order = await db.selectFrom("sample_requests").select(["id", "uid"]).where("phone", "=", phone).executeTakeFirstOrThrow();
    keep(await app.inject({ method: "GET", url: "/", headers: { cookie: jar }, remoteAddress: from }));
    keep(await app.inject({ method: "GET", url: `/trace/test/${order.id}`, headers: { cookie: jar }, remoteAddress: from }));

    // Paid (as staff would record it), and its invoice opened through a shared link and by its owner.
    const invoiceNumber = await nextInvoiceNumber(db);
    await db.updateTable("sample_requests").set({ payment_status: "Success", status: "Paid", invoice_number: invoiceNumber, invoice_date: new Date(), amount_paise: 95_000 }).where("id", "=", order.id).execute();
    const token = await issueInvoiceLink(db, { orderId: order.id, now: new Date() });
    const shared = keep(await app.inject({ method: "GET", url: `/invoice/${invoiceNumber}?token=${token}`, remoteAddress: "198.51.100.77" }));
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain(name);
    keep(await app.inject({ method: "GET", url: `/invoice/${invoiceNumber}`, headers: { cookie: jar }, remoteAddress: from }));
    const made = keep(await app.inject({ method: "POST", url: `/trace/test/${order.id}`, headers: { ...form, cookie: jar }, remoteAddress: from, payload: "intent=new-link" }));
    expect(made.statusCode).toBe(200);

    // The next login, now that the account has the name and address; and a number WhatsApp does not know.
    await ageCodes(db, phone, 10 * 60_000);
    keep(await app.inject({ method: "POST", url: "/login", headers: { ...form, cookie: jar }, remoteAddress: from, payload: new URLSearchParams({ intent: "request-code", phone }).toString() }));
    codes.push(await lastCodeSentTo(db, phone));
    const notOnWhatsApp = keep(await app.inject({ method: "POST", url: "/login", headers: form, remoteAddress: "198.51.100.78", payload: new URLSearchParams({ intent: "request-code", phone: "9000000099" }).toString() }));
    expect(notOnWhatsApp.statusCode).toBeGreaterThanOrEqual(400);

    await close();
    close = async () => {};

    // The log was written: a line per request at least, so an empty capture cannot pass.
    const log = lines.join("");
    expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(responses.length);

    const secrets: [string, RegExp][] = [
      ["phone", standalone(phone)],
      ["phone with a space", standalone(`${phone.slice(0, 5)} ${phone.slice(5)}`)],
      ["phone with +91", new RegExp(`\\+?91[ -]?${phone}`)],
      ["number not on WhatsApp", standalone("9000000099")],
      ...name.split(" ").map((part): [string, RegExp] => ["name", standalone(part)]),
      ["street", /Diamond Harbour/i],
      ["village", standalone(address.village)],
      ["pincode", standalone(address.pincode)],
      ...codes.map((value): [string, RegExp] => ["login code", standalone(value)]),
      ["session", standalone(session)],
      ["invoice link token", standalone(token)],
    ];
    for (const [what, pattern] of secrets) expect(pattern.test(log), `the log carries the ${what}`).toBe(false);

    // No address we send back carries the phone or the name; no cookie a script can read does either.
    const urls = responses.flatMap((response) => [
      String(response.headers.location ?? ""),
      ...[...response.body.matchAll(/(?:href|action|src)="([^"]*)"/g)].map((match) => match[1] ?? ""),
    ]);
    for (const url of urls) {
      const decoded = decodeURIComponent(url.replace(/\+/g, " "));
      expect(standalone(phone).test(decoded), `a URL carries the phone: ${url}`).toBe(false);
      for (const part of name.split(" ")) expect(standalone(part).test(decoded), `a URL carries the name: ${url}`).toBe(false);
    }
    const readable = cookies.filter((cookie) => !/;\s*HttpOnly/i.test(cookie));
    for (const cookie of readable) for (const secret of [phone, "Sharmila", "Dasgupta", "Diamond", "Behala"]) expect(cookie).not.toContain(secret);
  }, 120_000);
});
