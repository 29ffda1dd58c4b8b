import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomPhone } from "../../core/auth/test-support";
import { testDb } from "../../db/test-support/test-db";
import { signatureOf, whatsAppWebhookRoutes } from "./whatsapp-webhook";

/** Issue #29: a reminder says "Reply STOP"; the reply reaches the webhook and stops the account's reminders. */
const db = testDb();
const APP_SECRET = "test-app-secret";
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(whatsAppWebhookRoutes, { db, appSecret: APP_SECRET, verifyToken: "test-verify-token" });
});
afterAll(async () => app.close());

const reply = (from: string, text: string) =>
  JSON.stringify({ object: "whatsapp_business_account", entry: [{ changes: [{ value: { messages: [{ id: `wamid.${from}.${text}`, from: `91${from}`, timestamp: String(Math.floor(Date.now() / 1000) - 5), type: "text", text: { body: text } }] } }] }] });
const post = (body: string) =>
  app.inject({ method: "POST", url: "/webhooks/whatsapp", headers: { "content-type": "application/json", "x-hub-signature-256": signatureOf(Buffer.from(body), APP_SECRET) }, payload: body });

describe("STOP to a reminder", () => {
  it("stops the reminders of the account with that number; other words do nothing", async () => {
    const phone = randomPhone();
    const { id } = await db.insertInto("users").values({ phone, name: "Sourav Ghosh" }).returning("id").executeTakeFirstOrThrow();
    const stopped = () => db.selectFrom("users").select("reminders_stopped_at").where("id", "=", id).executeTakeFirstOrThrow();

    expect((await post(reply(phone, "Thank you"))).statusCode).toBe(200);
    expect(await stopped()).toEqual({ reminders_stopped_at: null });
    expect((await post(reply(phone, "বন্ধ"))).statusCode).toBe(200);
    expect((await stopped()).reminders_stopped_at).toBeInstanceOf(Date);
  });
});
