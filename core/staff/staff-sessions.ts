import type { Db } from "../../db/client";
import type { Role } from "../../db/schema";
import { formAlreadyDone, writeAudit } from "../audit/write-audit";
import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS } from "../auth/staff-session-policy";
import { deviceSummary } from "./device-summary";

export type StaffSessionRow = {
  id: number;
  name: string | null;
  phoneEnd: string;
  role: Role;
  startedAt: Date;
  lastSeenAt: Date;
  device: string | null;
};

/** The live staff sessions, most recently seen first: who, role, start, last seen and device — never a token. */
export async function listStaffSessions(db: Db, now = new Date()): Promise<StaffSessionRow[]> {
  const rows = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.id", "users.name", "users.phone", "users.role", "sessions.created_at", "sessions.last_seen_at", "sessions.user_agent"])
    .where("users.role", "!=", "patient")
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now)
    .where("sessions.last_seen_at", ">", new Date(now.getTime() - STAFF_SESSION_IDLE_MS))
    .where("sessions.created_at", ">", new Date(now.getTime() - STAFF_SESSION_ABSOLUTE_MS))
    .orderBy("sessions.last_seen_at", "desc")
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phoneEnd: row.phone.slice(-4),
    role: row.role,
    startedAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    device: deviceSummary(row.user_agent),
  }));
}

/**
 * Ends one staff session: its next request finds no user. Recorded in the audit log with the form's key, so the same
 * form posted twice does the work once; a session already ended changes nothing; a patient's session is not the
 * admin's to end here.
 */
export async function revokeStaffSession(db: Db, input: { sessionId: number; actorId: number; formKey: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await db.transaction().execute(async (tx) => {
    if (await formAlreadyDone(tx, { entity: "session", entityId: input.sessionId }, input.formKey)) return;
    const ended = await tx
      .updateTable("sessions")
      .set({ revoked_at: now })
      .where("id", "=", input.sessionId)
      .where("revoked_at", "is", null)
      .where("user_id", "in", (eb) => eb.selectFrom("users").select("id").where("role", "!=", "patient"))
      .returning("user_id")
      .executeTakeFirst();
    if (!ended) return;
    await writeAudit(tx, { actorId: input.actorId, actor: "admin", action: "session-revoked", entity: "session", entityId: input.sessionId, after: { userId: ended.user_id }, formKey: input.formKey, at: now });
  });
}
