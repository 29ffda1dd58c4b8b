import type { Insertable } from "kysely";
import type { Db } from "../../db/client";
import type { AppointmentRequestsTable } from "../../db/schema";

/** A form's request key: random, URL-safe, made by the server when it renders the form. */
export const REQUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Stores one appointment request, for a doctor's chamber or a pharmacy. A request key seen before (the same form
 * posted twice: a double tap, a reload) stores nothing and answers with the first request, marked `repeated`, so
 * the caller sends no second message.
 */
export async function storeAppointmentRequest(db: Db, row: Insertable<AppointmentRequestsTable>): Promise<{ id: number; repeated: boolean }> {
  const inserted = await db
    .insertInto("appointment_requests")
    .values(row)
    .onConflict((oc) => oc.column("request_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, repeated: false };
  const earlier = await db
    .selectFrom("appointment_requests")
    .select("id")
    .where("request_key", "=", row.request_key ?? "")
    .executeTakeFirstOrThrow();
  return { id: earlier.id, repeated: true };
}
