import type { Db } from "../../db/client";
import type { Language } from "../i18n/language";
import { providerTextIn } from "../i18n/provider-text";
import { doctorPhoto } from "./doctor-card";
import { nextAvailability, type Availability } from "./next-availability";
import { weeklyHoursOf, type WeeklyHours } from "./weekly-hours";

export type ChamberView = {
  id: number;
  /** The pharmacy or hospital it is in, when known. */
  place: string | null;
  placeId: number | null;
  address: string | null;
  pincode: string | null;
  lat: number | null;
  lon: number | null;
  feePaise: number | null;
  week: WeeklyHours;
  next: Availability | null;
};

export type DoctorProfile = {
  id: number;
  name: string;
  /** In the visitor's language when the doctor gave it, else in English (aboutLang says which). */
  about: string | null;
  aboutLang: Language;
  degree: string | null;
  speciality: string | null;
  hospital: string | null;
  photo: string | null;
  rating: number | null;
  ratingBy: number;
  chambers: ChamberView[];
};

/** Spec 001 §2.4 / §7 'Doctor by id': the doctor and their active chambers; null for an unknown or inactive doctor. */
export async function getDoctorProfile(db: Db, options: { id: number; now: Date; lang?: Language }): Promise<DoctorProfile | null> {
  const doctor = await db
    .selectFrom("doctors")
    .select(["id", "name", "about", "about_hi", "about_bn", "degree", "speciality", "hospital", "thumbnail", "rating", "rating_by"])
    .where("id", "=", options.id)
    .where("status", "=", "Active")
    .executeTakeFirst();
  if (!doctor) return null;
  const chambers = await db
    .selectFrom("chambers as c")
    .leftJoin("hospitals as h", "h.id", "c.oid")
    .select(["c.id", "c.oid", "c.address", "c.pincode", "c.lat", "c.lon", "c.fee_paise", "c.sunday", "c.monday", "c.tuesday", "c.wednesday", "c.thursday", "c.friday", "c.saturday"])
    .select(["h.name as place", "h.address as place_address"])
    .where("c.did", "=", doctor.id)
    .where("c.status", "=", "Active")
    .orderBy("c.id")
    .execute();
  const about = providerTextIn({ en: doctor.about, hi: doctor.about_hi, bn: doctor.about_bn }, options.lang ?? "en");
  return {
    id: doctor.id,
    name: doctor.name,
    about: about?.text ?? null,
    aboutLang: about?.lang ?? "en",
    degree: doctor.degree,
    speciality: doctor.speciality,
    hospital: doctor.hospital,
    photo: doctorPhoto(doctor.thumbnail),
    rating: doctor.rating,
    ratingBy: doctor.rating_by,
    chambers: chambers.map((chamber) => {
      const week = weeklyHoursOf(chamber);
      return {
        id: chamber.id,
        place: chamber.place,
        placeId: chamber.oid,
        address: chamber.address ?? chamber.place_address,
        pincode: chamber.pincode,
        lat: chamber.lat,
        lon: chamber.lon,
        feePaise: chamber.fee_paise,
        week,
        next: nextAvailability(week, options.now),
      };
    }),
  };
}
