import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import type { Role } from "../../db/schema";
import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS } from "./staff-session-policy";

/** A user's role, for the pages (which never import db/). */
export type { Role };

export const SESSION_IDLE_MS = 7 * 24 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3_600_000;
/** last_seen_at is refreshed at most this often, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 5 * 60_000;

export type SessionUser = {
  id: number;
  phone: string;
  name: string | null;
  gender: string | null;
  age: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  country: string;
  role: Role;
  hasPassword: boolean;
};

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new opaque token (256 bits); only its hash is stored. A staff session lasts a day at most. */
export async function createSession(db: Db, input: { userId: number; ip?: string; userAgent?: string; now?: Date; staff?: boolean }) {
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + (input.staff ? STAFF_SESSION_ABSOLUTE_MS : SESSION_ABSOLUTE_MS));
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      ip: input.ip ?? null,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The user behind a session token, or null when it is unknown, revoked, idle too long or past its absolute expiry.
 * Staff limits are checked here by role (not only by the expiry written at login), so they hold for every session.
 */
export async function findSessionUser(db: Db, token: string | undefined, now = new Date()): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id as session_id",
      "sessions.last_seen_at",
      "users.id",
      "users.phone",
      "users.name",
      "users.gender",
      "users.age",
      "users.address",
      "users.city",
      "users.state",
      "users.pincode",
      "users.country",
      "users.role",
      "users.password_hash",
    ])
    .where("sessions.token_hash", "=", hashToken(token))
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now)
    .where("sessions.last_seen_at", ">", new Date(now.getTime() - SESSION_IDLE_MS))
    .where((eb) =>
      eb.or([
        eb("users.role", "=", "patient"),
        eb.and([
          eb("sessions.last_seen_at", ">", new Date(now.getTime() - STAFF_SESSION_IDLE_MS)),
          eb("sessions.created_at", ">", new Date(now.getTime() - STAFF_SESSION_ABSOLUTE_MS)),
        ]),
      ]),
    )
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    await db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", row.session_id).execute();
  }
  const { session_id: _sessionId, last_seen_at: _lastSeen, password_hash, ...user } = row;
  return { ...user, hasPassword: password_hash !== null };
}

export async function revokeSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.updateTable("sessions").set({ revoked_at: new Date() }).where("token_hash", "=", hashToken(token)).where("revoked_at", "is", null).execute();
}

/** After a password change every other device is signed out. */
export async function revokeOtherSessions(db: Db, userId: number, keepToken: string | undefined): Promise<void> {
  let query = db.updateTable("sessions").set({ revoked_at: new Date() }).where("user_id", "=", userId).where("revoked_at", "is", null);
  if (keepToken) query = query.where("token_hash", "!=", hashToken(keepToken));
  await query.execute();
}
