import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../core/auth/sessions";
import { createRequest, createStaff } from "../core/orders/test-support";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";
import { wordingProblems } from "./test-support/translated-refusal";

/**
 * Review L1: a NUL (or another control character, or bytes that are not UTF-8) in any query value or form field is
 * a translated 400 from the host, never a 500 from PostgreSQL, and nothing is stored.
 */
const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;
let admin = "";
let patient = { uid: 0, cookie: "" };

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
  admin = `nikat_session=${(await createSession(db, { userId: (await createStaff(db, "admin")).id })).token}`;
  const order = await createRequest(db);
  patient = { uid: order.uid, cookie: `nikat_session=${(await createSession(db, { userId: order.uid })).token}` };
}, 180_000);
afterAll(async () => close?.());

const orders = async () => (await db.selectFrom("sample_requests").select("id").where("uid", "=", patient.uid).execute()).length;

describe("hidden characters are refused at the host", () => {
  it.each(["/staff/requests?q=%00", "/staff/requests?area=%00", "/staff/requests.data?q=%00", "/staff/requests.data?area=%00", "/staff/requests?q=%ED%A0%80", "/staff/requests?q=a%01b", "/faq?x=%00", "/%00?q=%00"])("GET %s as admin answers a translated 400", async (url) => {
    const response = await app.inject({ method: "GET", url, headers: { cookie: `${admin}; lang=hi` } });
    expect(response.statusCode).toBe(400);
    expect(wordingProblems(response, { formRefusal: true })).toEqual([]);
    expect(response.body).toContain("छिपे हुए ख़ास अक्षर");
  });

  it("the same queue with a plain search still answers", async () => {
    const response = await app.inject({ method: "GET", url: "/staff/requests?q=Ghosh&area=Kolkata", headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
  });

  it("a NUL in the booking's hidden requestKey (multipart) is a 400 with the translated message, nothing stored", async () => {
    const before = await orders();
    const boundary = "nulboundary";
    const body = [["name", "Anita Roy"], ["requestKey", "abcdefghijklmnop\u0000"], ["slot", "tomorrow-1"]].map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("") + `--${boundary}--\r\n`;
    const response = await app.inject({ method: "POST", url: "/booking/sample-request", headers: { cookie: `${patient.cookie}; lang=bn`, "content-type": `multipart/form-data; boundary=${boundary}`, accept: "application/json" }, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("errors.hiddenCharacters");
    expect(wordingProblems(response, { formRefusal: true })).toEqual([]);
    expect(await orders()).toBe(before);
  });

  it.each(["name=%00&email=a%40b.in&message=A+long+enough+message", "name=Asha&email=a%40b.in&message=A+long%ED%A0%80+message", "na%00me=Asha&email=a%40b.in&message=A+long+enough+message"])("a form body %s is a translated 400", async (payload) => {
    const response = await app.inject({ method: "POST", url: "/services", headers: { "content-type": "application/x-www-form-urlencoded", cookie: "lang=en" }, remoteAddress: "203.0.113.78", payload });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("What was sent contains hidden special characters");
  });

  it("tab and line breaks in a form field are typed text, not refused", async () => {
    const response = await app.inject({ method: "POST", url: "/services", headers: { "content-type": "application/x-www-form-urlencoded", cookie: "lang=en" }, remoteAddress: "203.0.113.79", payload: "name=Asha&email=a%40b.in&message=First+line%0D%0Asecond%09line+long+enough" });
    expect(response.statusCode).not.toBe(400);
  });
});
