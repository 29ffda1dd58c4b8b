import { sql, type Transaction } from "kysely";
import type { Db } from "../../db/client";
import type { Database } from "../../db/schema";
import { AppError } from "../errors/app-error";

/** Home visits a lab makes per half-day slot unless the admin set another number (migration 0024). */
export const DEFAULT_VISITS_PER_SLOT = 20;

/** Requests that still need a visit in their slot: a cancelled one frees its place. */
const holdsAPlace = sql<boolean>`status <> 'Cancelled'`;

/**
 * Takes one of the lab's places in a slot (its stored value, "2026-11-27 1st Half") inside the booking's transaction,
 * or refuses with slotFull. A transaction-scoped advisory lock on (lab, slot) makes the count and the insert that
 * follows one step for every process: 50 bookings racing for the last 10 places give exactly 10.
 */
export async function takeSlotPlace(tx: Db | Transaction<Database>, labId: number, slot: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`nikat:slot:${labId}:${slot}`}, 0))`.execute(tx);
  const lab = await tx.selectFrom("hospitals").select("visits_per_slot").where("id", "=", labId).executeTakeFirstOrThrow();
  const { taken } = await tx
    .selectFrom("sample_requests")
    .select((eb) => eb.fn.countAll<number>().as("taken"))
    .where("lab_id", "=", labId)
    .where("date", "=", slot)
    .where(holdsAPlace)
    .executeTakeFirstOrThrow();
  if (Number(taken) >= lab.visits_per_slot) throw new AppError("slotFull", 409);
}

/** For the picker: which of these slots (stored values) the lab has no place left in. Read without a lock: the booking re-checks. */
export async function fullSlots(db: Db, labId: number, slots: readonly string[]): Promise<Set<string>> {
  if (slots.length === 0) return new Set();
  const lab = await db.selectFrom("hospitals").select("visits_per_slot").where("id", "=", labId).executeTakeFirst();
  if (!lab) return new Set();
  const rows = await db
    .selectFrom("sample_requests")
    .select("date")
    .select((eb) => eb.fn.countAll<number>().as("taken"))
    .where("lab_id", "=", labId)
    .where("date", "in", slots)
    .where(holdsAPlace)
    .groupBy("date")
    .execute();
  const taken = new Map(rows.map((row) => [row.date, Number(row.taken)]));
  return new Set(slots.filter((slot) => (taken.get(slot) ?? 0) >= lab.visits_per_slot));
}
