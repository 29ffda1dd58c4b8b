import type { Selectable } from "kysely";
import type { HospitalsTable } from "../../db/schema";
import { distanceKm, parseMapPoint, type Point } from "../geo/distance";
import { openNow, type OpenNow } from "./opening-hours";

/** What a pharmacy or hospital card shows (spec 001 §2.6, §2.7). */
export type PlaceCard = {
  id: number;
  name: string;
  address: string | null;
  phone: string | null;
  rating: number | null;
  ratedBy: number;
  /** From the spec's `map` ("lat,lon"); null when it is missing or malformed: no distance and no maps link then. */
  point: Point | null;
  distanceKm: number | null;
  hours: OpenNow;
};

export const PLACE_CARD_COLUMNS = ["id", "name", "address", "phone", "map", "rating", "rated_by", "is_open", "open_time", "close_time"] as const;
export type PlaceCardRow = Pick<Selectable<HospitalsTable>, (typeof PLACE_CARD_COLUMNS)[number]>;

export function placeCardOf(row: PlaceCardRow, from: Point | null, now: Date): PlaceCard {
  const point = parseMapPoint(row.map);
  const rating = row.rating === null ? null : Number(row.rating);
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    rating: rating !== null && Number.isFinite(rating) ? rating : null,
    ratedBy: row.rated_by,
    point,
    distanceKm: from && point ? distanceKm(from, point) : null,
    hours: openNow({ isOpen: row.is_open, openTime: row.open_time, closeTime: row.close_time }, now),
  };
}

/** A maps search at the place's coordinates (no API key; opens the maps app on a phone). */
export function mapsLink(point: Point): string {
  return `https://www.google.com/maps/search/?api=1&query=${point.lat},${point.lon}`;
}
