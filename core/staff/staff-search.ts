import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client";

/** How long a search's results address keeps working (back, refresh, the next page). */
export const STAFF_SEARCH_MINUTES = 60;
/** 16 random bytes, base64url. */
export const STAFF_SEARCH_TOKEN = /^[A-Za-z0-9_-]{22}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Keeps what a staff member typed in the console's search (a phone number, a name) on the server and answers the
 * token the results page's address carries instead (issue #34: no personal data in URLs). Searches that have ended
 * are deleted on the way.
 */
export async function saveStaffSearch(db: Db, input: { staffId: number; query: string; now?: Date }): Promise<string> {
  const now = input.now ?? new Date();
  const token = randomBytes(16).toString("base64url");
  await db.deleteFrom("staff_searches").where("expires_at", "<=", now).execute();
  await db
    .insertInto("staff_searches")
    .values({ token_hash: hashOf(token), staff_id: input.staffId, query: input.query, expires_at: new Date(now.getTime() + STAFF_SEARCH_MINUTES * 60_000) })
    .execute();
  return token;
}

/** The search behind a token, for the staff member who made it and while it lasts; undefined otherwise. */
export async function findStaffSearch(db: Db, input: { staffId: number; token: string; now?: Date }): Promise<string | undefined> {
  if (!STAFF_SEARCH_TOKEN.test(input.token)) return undefined;
  const row = await db
    .selectFrom("staff_searches")
    .select("query")
    .where("token_hash", "=", hashOf(input.token))
    .where("staff_id", "=", input.staffId)
    .where("expires_at", ">", input.now ?? new Date())
    .executeTakeFirst();
  return row?.query;
}
