import { randomInt } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db/client";
import { recordingMessageQueue } from "../messaging/message-queue";
import { outboxMessenger } from "../messaging/outbox-messenger";
import { postgresRateLimiter } from "../rate-limit/postgres-rate-limiter";
import type { AuthDeps } from "./auth-deps";

/** A fresh Indian mobile number per test, so tests never share rows. */
export const randomPhone = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;

/**
 * A client address of its own for one test, from the benchmarking range 198.18.0.0/15 (131,072 addresses), so the
 * per-address limits other test files spend in the same database never reach it.
 */
export const randomClientAddress = () => {
  const n = randomInt(0, 131_072);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};

export function testAuthDeps(db: Db, notOnWhatsApp: string[] = []): AuthDeps {
  return {
    db,
    secret: "test-secret-that-is-long-enough-for-hmac",
    messenger: outboxMessenger(db, { notOnWhatsApp: new Set(notOnWhatsApp) }),
    messageQueue: recordingMessageQueue(),
    rateLimiter: postgresRateLimiter(db),
    internalAlertPhone: "9000000009",
  };
}

/** The code the outbox 'sent' to this phone most recently. */
export async function lastCodeSentTo(db: Db, phone: string): Promise<string> {
  const row = await db
    .selectFrom("messages")
    .select("params")
    .where("to", "=", phone)
    .where("template", "in", ["login_code", "password_reset_code"])
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return row.params.code ?? "";
}

/** Moves this phone's codes back in time (instead of waiting out cooldowns and expiries). */
export async function ageCodes(db: Db, phone: string, ms: number): Promise<void> {
  await sql`
    update login_codes
    set created_at = created_at - ${ms} * interval '1 millisecond', expires_at = expires_at - ${ms} * interval '1 millisecond'
    where phone = ${phone}
  `.execute(db);
}
