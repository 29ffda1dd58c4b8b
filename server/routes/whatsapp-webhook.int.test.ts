import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomPhone } from "../../core/auth/test-support";
import { testDb } from "../../db/test-support/test-db";
import { signatureOf, whatsAppWebhookRoutes } from "./whatsapp-webhook";

const db = testDb();

const APP_SECRET = "test-app-secret";
const VERIFY_TOKEN = "test-verify-token";

let app: FastifyInstance;
let unconfigured: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(whatsAppWebhookRoutes, { db, appSecret: APP_SECRET, verifyToken: VERIFY_TOKEN });
  // A sibling route: the raw-body parser must stay inside the webhook's scope.
  app.post("/echo", async (request) => request.body);
  unconfigured = Fastify({ logger: false });
  await unconfigured.register(whatsAppWebhookRoutes, { db, appSecret: undefined, verifyToken: undefined });
});

afterAll(async () => {
  await app.close();
  await unconfigured.close();
});

async function sentMessage() {
  const providerId = `wamid.${randomUUID()}`;
  const { id } = await db
    .insertInto("messages")
    .values({ to: "9000000001", template: "login_code", language: "en", params: JSON.stringify({ code: "111111" }), provider: "whatsapp-cloud", provider_id: providerId, state: "sent" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, providerId };
}

function statusPayload(statuses: unknown[]): string {
  // Meta's own formatting (no spaces) — the signature is over these exact bytes.
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [{ id: "102290129340398", changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { phone_number_id: "106540352242922" }, statuses } }] }],
  });
}

function post(target: FastifyInstance, body: string, signature: string | undefined) {
  return target.inject({
    method: "POST",
    url: "/webhooks/whatsapp",
    headers: { "content-type": "application/json", ...(signature === undefined ? {} : { "x-hub-signature-256": signature }) },
    payload: body,
  });
}

async function stateOf(id: number) {
  return db.selectFrom("messages").select(["state", "error_code", "error"]).where("id", "=", id).executeTakeFirstOrThrow();
}

describe("POST /webhooks/whatsapp", () => {
  it("applies delivery statuses from a correctly signed payload", async () => {
    const a = await sentMessage();
    const b = await sentMessage();
    const body = statusPayload([
      { id: a.providerId, status: "delivered", timestamp: "1700000000", recipient_id: "919000000001" },
      { id: b.providerId, status: "failed", timestamp: "1700000001", recipient_id: "919000000001", errors: [{ code: 131026, title: "Message undeliverable", message: "Message undeliverable" }] },
    ]);
    const response = await post(app, body, signatureOf(Buffer.from(body), APP_SECRET));
    expect(response.statusCode).toBe(200);
    expect(await stateOf(a.id)).toMatchObject({ state: "delivered" });
    expect(await stateOf(b.id)).toEqual({ state: "failed", error_code: "131026", error: "Message undeliverable" });
  });

  it("checks the signature over the raw bytes, not re-serialised JSON", async () => {
    const m = await sentMessage();
    const body = `{ "entry": [ { "changes": [ { "value": { "statuses": [ { "id": "${m.providerId}", "status": "read" } ] } } ] } ] }`;
    const response = await post(app, body, signatureOf(Buffer.from(body), APP_SECRET));
    expect(response.statusCode).toBe(200);
    expect(await stateOf(m.id)).toMatchObject({ state: "delivered" });
  });

  it("rejects a bad or missing signature with 401 and changes nothing", async () => {
    const m = await sentMessage();
    const body = statusPayload([{ id: m.providerId, status: "delivered" }]);
    expect((await post(app, body, signatureOf(Buffer.from(body), "wrong-secret"))).statusCode).toBe(401);
    expect((await post(app, body, undefined)).statusCode).toBe(401);
    expect((await post(app, body, "sha256=zz")).statusCode).toBe(401);
    const tampered = body.replace("delivered", "failed");
    expect((await post(app, tampered, signatureOf(Buffer.from(body), APP_SECRET))).statusCode).toBe(401);
    expect(await stateOf(m.id)).toMatchObject({ state: "sent" });
  });

  it("answers 200 to signed payloads without statuses, and 400 to signed garbage", async () => {
    const inbound = JSON.stringify({ object: "whatsapp_business_account", entry: [{ changes: [{ value: { messages: [{ id: "wamid.x", type: "text" }] } }] }] });
    expect((await post(app, inbound, signatureOf(Buffer.from(inbound), APP_SECRET))).statusCode).toBe(200);
    expect((await post(app, "not json", signatureOf(Buffer.from("not json"), APP_SECRET))).statusCode).toBe(400);
  });

  it("is off (404) when no app secret is configured", async () => {
    const body = statusPayload([]);
    expect((await post(unconfigured, body, signatureOf(Buffer.from(body), APP_SECRET))).statusCode).toBe(404);
  });

  it("keeps JSON parsing for routes outside the webhook", async () => {
    const response = await app.inject({ method: "POST", url: "/echo", payload: { hello: "world" } });
    expect(response.json()).toEqual({ hello: "world" });
  });
});

describe("GET /webhooks/whatsapp", () => {
  const verify = (target: FastifyInstance, query: Record<string, string>) =>
    target.inject({ method: "GET", url: "/webhooks/whatsapp", query });

  it("answers the challenge as plain text when the verify token matches", async () => {
    const response = await verify(app, { "hub.mode": "subscribe", "hub.verify_token": VERIFY_TOKEN, "hub.challenge": "1158201444" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toBe("1158201444");
  });

  it("answers 403 to a wrong token or mode", async () => {
    expect((await verify(app, { "hub.mode": "subscribe", "hub.verify_token": "guess", "hub.challenge": "1" })).statusCode).toBe(403);
    expect((await verify(app, { "hub.mode": "unsubscribe", "hub.verify_token": VERIFY_TOKEN, "hub.challenge": "1" })).statusCode).toBe(403);
    expect((await verify(app, {})).statusCode).toBe(403);
  });

  it("refuses to echo anything but a plain challenge", async () => {
    const response = await verify(app, { "hub.mode": "subscribe", "hub.verify_token": VERIFY_TOKEN, "hub.challenge": "<script>alert(1)</script>" });
    expect(response.statusCode).toBe(400);
  });

  it("is off (404) when no verify token is configured", async () => {
    expect((await verify(unconfigured, { "hub.mode": "subscribe", "hub.verify_token": "x", "hub.challenge": "1" })).statusCode).toBe(404);
  });
});

describe("POST /webhooks/whatsapp: a family member's reply to the consent request", () => {
  async function askedMember() {
    const owner = await db.insertInto("users").values({ phone: randomPhone() }).returning("id").executeTakeFirstOrThrow();
    const whatsapp = randomPhone();
    const asked = new Date(Date.now() - 60_000);
    const { id } = await db
      .insertInto("family_members")
      .values({ account_id: owner.id, name: "Mitali Ghosh", relation: "Mother", birth_year: 1959, whatsapp_phone: whatsapp, whatsapp_consent_asked_at: asked })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id, whatsapp };
  }
  const replyBody = (from: string, text: string, id: string) =>
    JSON.stringify({
      object: "whatsapp_business_account",
      entry: [{ id: "102290129340398", changes: [{ field: "messages", value: { messaging_product: "whatsapp", contacts: [{ wa_id: `91${from}` }], messages: [{ from: `91${from}`, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } }] } }] }],
    });
  const consentOf = (id: number) => db.selectFrom("family_members").select(["whatsapp_consent_at", "whatsapp_consent_withdrawn_at"]).where("id", "=", id).executeTakeFirstOrThrow();

  it("records a signed YES on the member asked at that number, once however often it is delivered", async () => {
    const member = await askedMember();
    const body = replyBody(member.whatsapp, "YES", `wamid.${randomUUID()}`);
    for (let delivery = 0; delivery < 2; delivery++) expect((await post(app, body, signatureOf(Buffer.from(body), APP_SECRET))).statusCode).toBe(200);
    expect((await consentOf(member.id)).whatsapp_consent_at).toBeInstanceOf(Date);
    expect(await db.selectFrom("member_whatsapp_replies").select("answer").where("member_id", "=", member.id).execute()).toEqual([{ answer: "yes" }]);
  });

  it("ignores an unsigned reply, and a reply from a number nobody asked", async () => {
    const member = await askedMember();
    const body = replyBody(member.whatsapp, "YES", `wamid.${randomUUID()}`);
    expect((await post(app, body, "sha256=" + "0".repeat(64))).statusCode).toBe(401);
    expect(await consentOf(member.id)).toEqual({ whatsapp_consent_at: null, whatsapp_consent_withdrawn_at: null });
    const stranger = replyBody("7000000001", "YES", `wamid.${randomUUID()}`);
    expect((await post(app, stranger, signatureOf(Buffer.from(stranger), APP_SECRET))).statusCode).toBe(200);
    expect(await consentOf(member.id)).toEqual({ whatsapp_consent_at: null, whatsapp_consent_withdrawn_at: null });
  });
});
