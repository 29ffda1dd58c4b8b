import type { Selectable } from "kysely";
import type { ChambersTable, DoctorsTable } from "../../db/schema";
import { distanceKm, type Point } from "../geo/distance";
import { earliestAvailability, nextAvailability, type Availability } from "./next-availability";
import { kolkataDay } from "../time/kolkata-day";
import { dayHoursOf } from "./weekly-hours";

/** What a card of the shared doctor grid shows (spec 001 §2.3). */
export type DoctorCard = {
  id: number;
  name: string;
  speciality: string | null;
  degree: string | null;
  hospital: string | null;
  /** Path of the photo, or null for the placeholder. */
  photo: string | null;
  rating: number | null;
  ratingBy: number;
  next: Availability | null;
  /** From the place the list is about, to the doctor's nearest active chamber. */
  distanceKm: number | null;
};

/** Spec 001 §2.3: the stored photo when the thumbnail is longer than 4 characters ("null", "" and "-" are not photos). */
export function doctorPhoto(thumbnail: string | null): string | null {
  const name = thumbnail?.trim() ?? "";
  if (name.length <= 4 || !/^[\w.-]+$/.test(name)) return null;
  return `/img/doctors/${name}`;
}

export type DoctorRow = Pick<Selectable<DoctorsTable>, "id" | "name" | "speciality" | "degree" | "hospital" | "thumbnail" | "rating" | "rating_by">;
export type ChamberRow = Pick<Selectable<ChambersTable>, "did" | "lat" | "lon" | "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday">;

/** A card from the doctor and their active chambers: next availability over all of them, distance to the nearest. */
export function doctorCardOf(doctor: DoctorRow, chambers: readonly ChamberRow[], now: Date, from: Point | null): DoctorCard {
  const today = kolkataDay(now);
  const own = chambers.filter((chamber) => chamber.did === doctor.id);
  const distances = from
    ? own.flatMap((chamber) => (chamber.lat !== null && chamber.lon !== null ? [distanceKm(from, { lat: chamber.lat, lon: chamber.lon })] : []))
    : [];
  return {
    id: doctor.id,
    name: doctor.name,
    speciality: doctor.speciality,
    degree: doctor.degree,
    hospital: doctor.hospital,
    photo: doctorPhoto(doctor.thumbnail),
    rating: doctor.rating,
    ratingBy: doctor.rating_by,
    next: earliestAvailability(own.map((chamber) => nextAvailability((weekday) => dayHoursOf(chamber, weekday), today))),
    distanceKm: distances.length > 0 ? Math.min(...distances) : null,
  };
}
