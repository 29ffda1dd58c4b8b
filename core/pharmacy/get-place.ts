import type { Db } from "../../db/client";
import type { Point } from "../geo/distance";
import type { Language } from "../i18n/language";
import { providerTextIn } from "../i18n/provider-text";
import { PLACE_CARD_COLUMNS, placeCardOf, type PlaceCard } from "./place-card";
import { thumbnailSrc } from "./thumbnail";

/** A pharmacy or hospital's own page (spec 001 §2.9): the card's facts plus its photo and story. */
export type PlaceDetail = PlaceCard & {
  type: "Pharmacy" | "Hospital";
  /** In the visitor's language when the place gave it, else in English (aboutLang says which). */
  about: string | null;
  aboutLang: Language;
  city: string | null;
  pincode: string | null;
  email: string | null;
  /** Path of the photo, or null for the placeholder. */
  photo: string | null;
  openTime: string | null;
  closeTime: string | null;
};

/** An id from the address: digits only, no sign, no leading zero, small enough to be a row id. */
export function parsePlaceId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

/** An active pharmacy or hospital by id (spec 001 §7 'Pharmacy detail'); labs and anything else are not this page's. */
export async function getPlace(db: Db, options: { id: number; from: Point | null; now: Date; lang?: Language }): Promise<PlaceDetail | null> {
  const row = await db
    .selectFrom("hospitals")
    .select([...PLACE_CARD_COLUMNS, "type", "about", "about_hi", "about_bn", "city", "pincode", "email", "thumbnail"])
    .where("id", "=", options.id)
    .where("type", "in", ["Pharmacy", "Hospital"])
    .where("status", "=", "Active")
    .executeTakeFirst();
  if (!row || row.type === "Lab") return null;
  const about = providerTextIn({ en: row.about, hi: row.about_hi, bn: row.about_bn }, options.lang ?? "en");
  return {
    ...placeCardOf(row, options.from, options.now),
    type: row.type,
    about: about?.text ?? null,
    aboutLang: about?.lang ?? "en",
    city: row.city,
    pincode: row.pincode,
    email: row.email,
    photo: thumbnailSrc(row.thumbnail),
    openTime: row.open_time,
    closeTime: row.close_time,
  };
}
