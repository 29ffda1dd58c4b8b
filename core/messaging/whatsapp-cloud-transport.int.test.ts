import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import type { OutgoingMessage } from "./messenger";
import { whatsAppCloudMessenger } from "./whatsapp-cloud-messenger";
import { isRetryableProviderCode } from "./whatsapp-cloud-transport";

const db = testDb();

const TOKEN = "EAAtest-token-secret";
const PHONE_NUMBER_ID = "106540352242922";

/** Recipients that make the fake Graph API answer the way Meta does in each case. */
const NOT_ON_WHATSAPP = "9000000002";
const THROTTLED = "9000000003";
const HANGS = "9000000004";
const QUOTES_PARAMETER = "9000000009";

type Received = { method: string; url: string; authorization: string | undefined; contentType: string | undefined; body: unknown };
let received: Received[] = [];
let server: http.Server;
let apiBase: string;

function graphError(res: http.ServerResponse, status: number, code: number, message: string, type = "OAuthException") {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ error: { message, type, code, error_data: { messaging_product: "whatsapp", details: message }, fbtrace_id: "AbCdEf" } }));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const body = JSON.parse(raw || "null") as { to?: string } | null;
      received.push({ method: req.method ?? "", url: req.url ?? "", authorization: req.headers.authorization, contentType: req.headers["content-type"], body });
      if (req.method !== "POST" || req.url !== `/v21.0/${PHONE_NUMBER_ID}/messages`) return graphError(res, 404, 100, "Unknown path");
      if (req.headers.authorization !== `Bearer ${TOKEN}`) {
        return graphError(res, 401, 190, "Error validating access token: Session has expired");
      }
      const to = body?.to ?? "";
      if (to === `91${NOT_ON_WHATSAPP}`) return graphError(res, 400, 131026, "Message undeliverable", "OAuthException");
      if (to === `91${THROTTLED}`) return graphError(res, 429, 130429, "Rate limit hit");
      if (to === `91${HANGS}`) return; // never answers
      if (to === `91${QUOTES_PARAMETER}`) return graphError(res, 400, 131008, "(#131008) Parameter value 482913 is not valid");
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id: `wamid.HBgM${to}` }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

const messenger = (overrides: { accessToken?: string; timeoutMs?: number } = {}) =>
  whatsAppCloudMessenger(db, { apiBase, accessToken: overrides.accessToken ?? TOKEN, phoneNumberId: PHONE_NUMBER_ID, timeoutMs: overrides.timeoutMs });

const loginCode = (to: string, language: OutgoingMessage["language"] = "en"): OutgoingMessage => ({
  to,
  template: "login_code",
  language,
  params: { code: "482913" },
});

async function row(id: number) {
  return db.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe("whatsAppCloudMessenger", () => {
  it("sends a login code as an authentication template with the copy-code button and records the wamid", async () => {
    const result = await messenger().send(loginCode("9000000001", "hi"));

    expect(result).toMatchObject({ ok: true, providerId: "wamid.HBgM919000000001" });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: "POST", authorization: `Bearer ${TOKEN}`, contentType: "application/json" });
    expect(received[0]?.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919000000001",
      type: "template",
      template: {
        name: "login_code",
        language: { code: "hi" },
        components: [
          { type: "body", parameters: [{ type: "text", text: "482913" }] },
          { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "482913" }] },
        ],
      },
    });
    const stored = await row(result.messageId);
    expect(stored).toMatchObject({ state: "sent", provider: "whatsapp-cloud", provider_id: "wamid.HBgM919000000001", error_code: null, attempts: 1 });
  });

  it("sends a password reset code in Bengali with the button too", async () => {
    const result = await messenger().send({ to: "9000000005", template: "password_reset_code", language: "bn", params: { code: "700123" } });
    expect(result.ok).toBe(true);
    const body = received[0]?.body as { template: { name: string; language: { code: string }; components: unknown[] } };
    expect(body.template.name).toBe("password_reset_code");
    expect(body.template.language).toEqual({ code: "bn" });
    expect(body.template.components).toHaveLength(2);
  });

  it("sends other templates with body parameters only", async () => {
    const result = await messenger().send({ to: "9000000006", template: "whatsapp_not_found", language: "en", params: { phone: "9123456789" } });
    expect(result.ok).toBe(true);
    expect((received[0]?.body as { template: unknown }).template).toEqual({
      name: "whatsapp_not_found",
      language: { code: "en" },
      components: [{ type: "body", parameters: [{ type: "text", text: "9123456789" }] }],
    });
  });

  it("reports error 131026 as not on WhatsApp", async () => {
    const result = await messenger().send(loginCode(NOT_ON_WHATSAPP));
    expect(result).toMatchObject({ ok: false, reason: "not_on_whatsapp" });
    const stored = await row(result.messageId);
    expect(stored).toMatchObject({ state: "failed", provider_id: null, error_code: "131026" });
    expect(stored.error).toContain("Message undeliverable");
  });

  it("reports a bad token (401, code 190) as a failure without storing the token", async () => {
    const result = await messenger({ accessToken: "EAAwrong-token" }).send(loginCode("9000000007"));
    expect(result).toMatchObject({ ok: false, reason: "failed" });
    const stored = await row(result.messageId);
    expect(stored).toMatchObject({ state: "failed", error_code: "190" });
    expect(stored.error).not.toContain("EAAwrong-token");
    expect(stored.error).not.toContain("482913");
  });

  it("reports throttling (429, code 130429) as a retryable failure", async () => {
    const result = await messenger().send(loginCode(THROTTLED));
    expect(result).toMatchObject({ ok: false, reason: "failed" });
    const stored = await row(result.messageId);
    expect(stored).toMatchObject({ state: "failed", error_code: "130429" });
    expect(isRetryableProviderCode("130429")).toBe(true);
    expect(isRetryableProviderCode("131026")).toBe(false);
  });

  it("keeps a one-time code that Meta quotes back out of the stored error", async () => {
    const result = await messenger().send(loginCode(QUOTES_PARAMETER));
    const stored = await row(result.messageId);
    expect(stored).toMatchObject({ state: "failed", error_code: "131008" });
    expect(stored.error).toBe("(#131008) Parameter value [code] is not valid");
  });

  it("gives up on a server that does not answer", async () => {
    const started = Date.now();
    const result = await messenger({ timeoutMs: 300 }).send(loginCode(HANGS));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ ok: false, reason: "failed" });
    const stored = await row(result.messageId);
    expect(stored).toMatchObject({ state: "failed", error_code: "network" });
    expect(stored.error).toContain("300 ms");
  });

  it("reports an unreachable server as a network failure", async () => {
    const offline = whatsAppCloudMessenger(db, { apiBase: "http://127.0.0.1:9/v21.0", accessToken: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
    const result = await offline.send(loginCode("9000000008"));
    const stored = await row(result.messageId);
    expect(stored).toMatchObject({ state: "failed", error_code: "network" });
    expect(stored.error).not.toContain(TOKEN);
  });

  it("does not call WhatsApp for a number that is not a 10-digit Indian mobile", async () => {
    const result = await messenger().send(loginCode("12345"));
    expect(result).toMatchObject({ ok: false, reason: "failed" });
    expect(received).toHaveLength(0);
    expect(await row(result.messageId)).toMatchObject({ state: "failed", error_code: "invalid_number" });
  });
});
