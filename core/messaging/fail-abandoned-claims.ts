import type { Db } from "../../db/client";
import { OUTCOME_UNKNOWN } from "./messenger";

/**
 * A live claim is settled within seconds: the provider call gives up after 10 s (whatsapp-cloud-transport) and a
 * send-message job after 60 s. A claim this old belongs to a process that died, or lost its database, during the
 * call or just after it.
 */
export const CLAIM_ABANDONED_AFTER_MS = 5 * 60_000;

/**
 * Claims whose outcome was never recorded are marked failed with `outcome_unknown`, never sent again (decision
 * 0016): WhatsApp has no idempotency key, so a second try could reach the phone twice. The failure shows on the
 * request's page and in the failed-messages metric for staff to follow up. Returns how many were marked.
 */
export async function failAbandonedClaims(db: Db, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const rows = await db
    .updateTable("messages")
    .set({ state: "failed", error_code: OUTCOME_UNKNOWN, error: "The process stopped while handing the message to the provider: it may or may not have been sent.", updated_at: now })
    .where("state", "=", "sending")
    .where("updated_at", "<", new Date(now.getTime() - CLAIM_ABANDONED_AFTER_MS))
    .returning("id")
    .execute();
  return rows.length;
}
