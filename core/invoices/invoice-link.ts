import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client";

/** A shared invoice link works this many days unless the configuration says otherwise (INVOICE_LINK_DAYS). */
export const INVOICE_LINK_DAYS = 30;
const DAY_MS = 24 * 3_600_000;
/** 32 random bytes, base64url: 43 characters, nothing to guess (a link before migration 0037 had 32). */
export const INVOICE_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const invoiceLinkTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The shared link's path; the token is in the query, which no log line carries (server/app.ts). */
export const invoiceLinkPath = (invoiceNumber: number, token: string) => `/invoice/${invoiceNumber}?token=${token}`;

/**
 * A new shared link to an order's invoice (decision 0030): a random token of which only the hash is stored, working
 * `days` days from `now`. Written in the caller's transaction, so the link exists exactly when the message carrying
 * it does. Returns the token: it is shown or sent once, never stored.
 */
export async function issueInvoiceLink(db: Db, input: { orderId: number; now: Date; days?: number }): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("invoice_links")
    .values({
      request_id: input.orderId,
      token_hash: invoiceLinkTokenHash(token),
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + (input.days ?? INVOICE_LINK_DAYS) * DAY_MS),
    })
    .execute();
  return token;
}
