import type { Insertable } from "kysely";
import type { Db } from "../../db/client";
import type { AppointmentRequestsTable } from "../../db/schema";

/** One appointment request, for a doctor's chamber or a pharmacy; returns its id. */
export async function storeAppointmentRequest(db: Db, row: Insertable<AppointmentRequestsTable>): Promise<number> {
  const { id } = await db.insertInto("appointment_requests").values(row).returning("id").executeTakeFirstOrThrow();
  return id;
}
