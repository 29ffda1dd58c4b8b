import fs from "node:fs/promises";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageCodes, lastCodeSentTo, randomPhone } from "../core/auth/test-support";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

/**
 * Review L6 / issue 25: after a real login and a booking, no cookie a page's script can read (one without HttpOnly)
 * carries the patient's phone number or name (docs/decisions/0005-spec-deviations.md).
 */
const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;
const photo = await fs.readFile(new URL("../core/files/test-files/photo.jpg", import.meta.url));

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 180_000);
afterAll(async () => close?.());

const setCookies = (response: LightMyRequestResponse): string[] => {
  const header = response.headers["set-cookie"];
  return header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
};

function bookingBody(fields: Record<string, string>) {
  const boundary = "cookieboundary";
  const text = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("");
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="prescription"; filename="rx.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([Buffer.from(text + file), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

describe("cookies readable by scripts", () => {
  it("hold neither the phone number nor the name after a login and a booking", async () => {
    const phone = randomPhone();
    const name = "Sharmila Dasgupta";
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const seen: string[] = [];
    let jar = "lang=en";
    const keep = (response: LightMyRequestResponse) => {
      for (const cookie of setCookies(response)) {
        seen.push(cookie);
        const [pair] = cookie.split(";");
        if (pair && !/=$/.test(pair)) jar += `; ${pair}`;
      }
      return response;
    };

    const logIn = async () => {
      keep(await app.inject({ method: "POST", url: "/login", headers: { ...form, cookie: jar }, remoteAddress: "203.0.113.90", payload: new URLSearchParams({ intent: "request-code", phone }).toString() }));
      const code = await lastCodeSentTo(db, phone);
      const login = keep(await app.inject({ method: "POST", url: "/login", headers: { ...form, cookie: jar }, remoteAddress: "203.0.113.90", payload: new URLSearchParams({ intent: "verify-code", phone, code }).toString() }));
      expect(login.statusCode).toBe(302);
    };
    await logIn();
    expect(jar).toContain("nikat_session=");

    const booking = bookingBody({ name, age: "58", gender: "Female", village: "Behala", address: "14 Diamond Harbour Road", city: "Kolkata", pincode: "700034", state: "West Bengal", slot: "tomorrow-1", consent: "on", requestKey: randomBytes(16).toString("hex") });
    const booked = keep(await app.inject({ method: "POST", url: "/booking/sample-request", headers: { "content-type": booking.type, cookie: jar, accept: "application/json" }, payload: booking.body }));
    expect(booked.statusCode, booked.body.slice(0, 300)).toBe(200);
    const order = await db.selectFrom("sample_requests").select("id").where("phone", "=", phone).executeTakeFirstOrThrow();
    keep(await app.inject({ method: "GET", url: "/", headers: { cookie: jar } }));
    keep(await app.inject({ method: "GET", url: `/trace/test/${order.id}`, headers: { cookie: jar } }));
    // The next login, now that the account has the name and address the booking stored.
    await ageCodes(db, phone, 10 * 60_000);
    await logIn();

    expect(seen.length).toBeGreaterThan(0);
    const readable = seen.filter((cookie) => !/;\s*HttpOnly/i.test(cookie));
    const encoded = [phone, name, encodeURIComponent(name), "Sharmila", "Dasgupta", "Diamond"];
    for (const cookie of readable) for (const secret of encoded) expect(cookie, `script-readable cookie holds personal data`).not.toContain(secret);
  });
});
