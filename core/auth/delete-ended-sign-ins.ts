import type { Db } from "../../db/client";

/**
 * Sessions and login codes hold the full IP address, for security (who signed in from where, who asked for codes):
 * that is needed while they are live and for a while after, to look into a stolen account. They are deleted this
 * long after they ended (expired or revoked; a code also once used).
 */
export const ENDED_SIGN_IN_RETENTION_DAYS = 90;
const DAY_MS = 24 * 3_600_000;

/** Deletes the sessions and login codes that ended before the retention, a batch at a time. Returns how many went. */
export async function deleteEndedSignIns(db: Db, options: { now?: Date; batchSize?: number } = {}): Promise<{ sessions: number; loginCodes: number }> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - ENDED_SIGN_IN_RETENTION_DAYS * DAY_MS);
  const batchSize = options.batchSize ?? 5_000;
  let sessions = 0;
  let loginCodes = 0;
  for (;;) {
    const result = await db
      .deleteFrom("sessions")
      .where("id", "in", (old) =>
        old
          .selectFrom("sessions")
          .select("id")
          .where((eb) => eb.or([eb("expires_at", "<", cutoff), eb("revoked_at", "<", cutoff)]))
          .limit(batchSize),
      )
      .executeTakeFirst();
    sessions += Number(result.numDeletedRows);
    if (Number(result.numDeletedRows) < batchSize) break;
  }
  for (;;) {
    const result = await db
      .deleteFrom("login_codes")
      .where("id", "in", (old) => old.selectFrom("login_codes").select("id").where("expires_at", "<", cutoff).limit(batchSize))
      .executeTakeFirst();
    loginCodes += Number(result.numDeletedRows);
    if (Number(result.numDeletedRows) < batchSize) break;
  }
  return { sessions, loginCodes };
}
