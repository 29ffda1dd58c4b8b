import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDb } from "../db/test-support/test-db";
import { startInProcessApp } from "./test-support/in-process-app";

const db = testDb();
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcessApp(db));
}, 120_000);
afterAll(async () => close?.());

const contactCount = async () => Number((await db.selectFrom("contact_messages").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);

describe("bodies that are not the page's form", () => {
  it.each([
    ["/login", "application/json", "{}"],
    ["/forgot-password", "text/plain", "phone=9830012345"],
    ["/location", "application/xml", "<pincode>733134</pincode>"],
    ["/account/password", "application/json", "{}"],
    ["/contact-us", "application/json", '{"firstName":"Rina"}'],
  ])("POST %s as %s answers 415 with the translated message, no stack trace", async (url, type, payload) => {
    const response = await app.inject({ method: "POST", url, headers: { "content-type": type, cookie: "lang=hi" }, payload });
    // /account/password sends a visitor who is not logged in to the login page first.
    if (url === "/account/password") {
      expect(response.statusCode).toBe(302);
      return;
    }
    expect(response.statusCode).toBe(415);
    expect(response.body).toContain("यह पेज सिर्फ़ अपना फ़ॉर्म लेता है");
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it.each([
    ["without a boundary", "multipart/form-data"],
    ["with a wrong boundary", "multipart/form-data; boundary=xyz"],
  ])("multipart %s answers 400", async (_name, type) => {
    const response = await app.inject({ method: "POST", url: "/login", headers: { "content-type": type }, payload: "--abc\r\nContent-Disposition: form-data; name=\"intent\"\r\n\r\nrequest-code\r\n--abc--\r\n" });
    expect(response.statusCode).toBe(400);
  });

  it("the language globe answers 415 in plain translated text", async () => {
    const response = await app.inject({ method: "POST", url: "/language", headers: { "content-type": "application/json", cookie: "lang=bn" }, payload: "{}" });
    expect(response.statusCode).toBe(415);
    expect(response.body).toBe("এই পাতা শুধু নিজের ফর্মই নেয়। পাতার ফর্মটি পূরণ করে আবার পাঠান।");
  });

  it("a NUL in a contact form field is refused by the form pipeline (a translated 400, not a 500), and nothing is stored", async () => {
    const before = await contactCount();
    const response = await app.inject({
      method: "POST",
      url: "/services",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: "lang=en" },
      remoteAddress: "203.0.113.77",
      payload: "name=%00&email=a%40b.in&message=A+long+enough+message",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("What was sent contains hidden special characters.");
    expect(await contactCount()).toBe(before);
  });

  it("a path that starts with two slashes is a page like any other, not a 500 (found by the fuzz test)", async () => {
    const response = await app.inject({ method: "GET", url: "//" });
    expect(response.statusCode).toBeLessThan(500);
  });

  it("a NUL in the pharmacy search is refused by the host with a translated 400 (server/hidden-characters-guard.ts)", async () => {
    const response = await app.inject({ method: "GET", url: "/pharmacy?q=a%00b", headers: { cookie: "lang=en" } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("What was sent contains hidden special characters.");
  });
});

describe("the host's body cap", () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 3422, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });

  /** Sends up to `total` bytes in 64 KB chunks and stops as soon as an answer arrives; returns the status and bytes sent. */
  function post(path: string, total: number, declareLength: boolean): Promise<{ status: number; sent: number; body: string }> {
    return new Promise((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
      if (declareLength) headers["content-length"] = String(total);
      const request = http.request({ host: "127.0.0.1", port, path, method: "POST", headers }, (response) => {
        answered = true;
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, sent, body }));
      });
      request.on("error", (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, "a");
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once("drain", pump);
        }
        if (!answered) request.end();
      };
      request.write("firstName=");
      pump();
    });
  }

  it("refuses a 50 MB post with a declared length at once with 413, reading none of it", async () => {
    const answer = await post("/contact-us", 50 * 1024 * 1024, true);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(10 * 1024 * 1024);
    expect(answer.body.length).toBeLessThan(10_000);
  });

  it("cuts a 50 MB post without a length with 413 soon after the form's cap, echoing nothing of it", async () => {
    const before = await contactCount();
    const answer = await post("/contact-us", 50 * 1024 * 1024, false);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(10 * 1024 * 1024);
    expect(answer.body).not.toContain("a".repeat(100));
    expect(await contactCount()).toBe(before);
  });
});
