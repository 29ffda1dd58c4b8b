import type { Db } from "../../db/client";
import type { Point } from "../geo/distance";
import { CHAMBER_WEEK_COLUMNS, DOCTOR_CARD_COLUMNS, doctorCardOf, type DoctorCard } from "./doctor-card";

/** Cards for these doctors, in the order given (two indexed lookups: the doctors, then their active chambers). */
export async function doctorCards(db: Db, ids: readonly number[], options: { now: Date; from: Point | null }): Promise<DoctorCard[]> {
  if (ids.length === 0) return [];
  const [doctors, chambers] = await Promise.all([
    db.selectFrom("doctors").select(DOCTOR_CARD_COLUMNS).where("id", "in", ids).execute(),
    db.selectFrom("chambers").select(CHAMBER_WEEK_COLUMNS).where("did", "in", ids).where("status", "=", "Active").execute(),
  ]);
  const byId = new Map(doctors.map((doctor) => [doctor.id, doctor]));
  return ids.flatMap((id) => {
    const doctor = byId.get(id);
    return doctor ? [doctorCardOf(doctor, chambers, options.now, options.from)] : [];
  });
}
