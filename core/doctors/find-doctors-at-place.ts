import { sql } from "kysely";
import type { Db } from "../../db/client";
import type { Point } from "../geo/distance";
import { doctorCards } from "./doctor-cards";
import type { DoctorCard } from "./doctor-card";

/** Spec 001 §9: 'Our Doctors' on a pharmacy's page lists 50 at most. */
export const DOCTORS_AT_PLACE_LIMIT = 50;

/** Doctors with an active chamber in this pharmacy or hospital (spec 001 §7, filtered by oid), best rated first. */
export async function findDoctorsAtPlace(db: Db, options: { oid: number; now: Date; from?: Point | null; limit?: number }): Promise<DoctorCard[]> {
  const rows = await db
    .selectFrom("chambers as c")
    .innerJoin("doctors as d", "d.id", "c.did")
    .select(["d.id", "d.rating", "d.rating_by"])
    .distinct()
    .where("c.oid", "=", options.oid)
    .where("c.status", "=", "Active")
    .where("d.status", "=", "Active")
    .orderBy(sql`d.rating desc nulls last`)
    .orderBy("d.rating_by", "desc")
    .orderBy("d.id")
    .limit(options.limit ?? DOCTORS_AT_PLACE_LIMIT)
    .execute();
  return doctorCards(
    db,
    rows.map((row) => row.id),
    { now: options.now, from: options.from ?? null },
  );
}
