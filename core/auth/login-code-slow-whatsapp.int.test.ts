import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { afterAll, describe, expect, it, inject } from "vitest";
import { createDb } from "../../db/client";
import { recordingMessenger } from "../messaging/messenger";
import { requestLoginCode } from "./request-login-code";
import { randomPhone, testAuthDeps } from "./test-support";

// A pool as small as two connections, so holding one during a WhatsApp call shows at once.
const db = createDb(inject("databaseUrl"), { max: 2 });
afterAll(() => db.destroy());

const SLOW_WHATSAPP_MS = 2_000;

describe("a slow WhatsApp does not hold the pool", () => {
  it("ten login codes waiting on WhatsApp at once leave the pool free: a plain query answers at once", async () => {
    let calls = 0;
    const slowWhatsApp = recordingMessenger(db, "whatsapp-cloud", async (_message, messageId) => {
      calls++;
      await sleep(SLOW_WHATSAPP_MS);
      return `wamid.slow-${messageId}`;
    });
    const deps = { ...testAuthDeps(db), messenger: slowWhatsApp };
    const phones = Array.from({ length: 10 }, randomPhone);
    const requests = phones.map((phone, i) => requestLoginCode(deps, { phone, purpose: "login", language: "en", ip: `198.51.100.${i + 1}` }));

    // As many requests talking to WhatsApp as the pool has connections: held during the call, none would be left.
    while (calls < 2) await sleep(20);
    const started = performance.now();
    await sql`select 1`.execute(db);
    const waitedMs = performance.now() - started;

    expect(waitedMs).toBeLessThan(500);
    expect(await Promise.all(requests)).toEqual(phones.map((phone) => ({ phone, resendAfterSeconds: 30 })));
    const states = await db.selectFrom("messages").select("state").where("to", "in", phones).execute();
    expect(states.map((row) => row.state)).toEqual(phones.map(() => "sent"));
  }, 30_000);
});
