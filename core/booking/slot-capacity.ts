import { sql, type Transaction } from "kysely";
import type { Db } from "../../db/client";
import type { Database } from "../../db/schema";
import { AppError } from "../errors/app-error";

/** Home visits a lab makes per half-day slot unless the admin set another number (migration 0024). */
export const DEFAULT_VISITS_PER_SLOT = 20;

/** Requests that still need a visit in their slot: a cancelled one frees its place. */
const holdsAPlace = sql<boolean>`sample_requests.status <> 'Cancelled'`;

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

/**
 * For the picker: which of these slots (stored values) each lab has no place left in, as lab id → full slots; a lab
 * with room everywhere (or unknown) is left out. One query for all labs, read without a lock: the booking re-checks.
 */
export async function fullSlots(db: Db, labIds: readonly number[], slots: readonly string[]): Promise<Map<number, Set<string>>> {
  const byLab = new Map<number, Set<string>>();
  if (labIds.length === 0 || slots.length === 0) return byLab;
  // Every (lab, slot) pair is asked, not only those with bookings: a lab closed to home visits (0 places) is full
  // in a slot nobody has booked.
  const { rows } = await sql<{ labId: number; slot: string }>`
    select hospitals.id as "labId", slot
    from hospitals cross join unnest(${[...slots]}::text[]) as slot
    where hospitals.id = any(${[...labIds]}::int[])
      and hospitals.visits_per_slot <= (
        select count(*) from sample_requests
        where sample_requests.lab_id = hospitals.id and sample_requests.date = slot and ${holdsAPlace}
      )`.execute(db);
  for (const { labId, slot } of rows) {
    byLab.set(labId, (byLab.get(labId) ?? new Set()).add(slot));
  }
  return byLab;
}
