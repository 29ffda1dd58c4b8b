import type { Db } from "../../db/client";
import type { Point } from "../geo/distance";
import { findPincode } from "../geo/pincode-lookup";

/** What the booking form says about where the visit is. */
export type BookingPlace = {
  pincode?: string;
  /** The phone's position, taken only when the patient chose "use my location" for this address. */
  deviceLocation: boolean;
  lat?: number;
  lon?: number;
};

/**
 * Where the collector goes, for the agent's map pin and the admin's lab distances (issue #27, decision 0026): the
 * phone's position when the patient said they are at this address now, else the centre of the address's own
 * pincode; never the top bar's place, which is only where the visitor browsed from. No pin rather than a wrong one:
 * for an address without a pincode, with one we do not know, or with one whose centre in our extract is a point
 * other pincodes share (62 of Kolkata's are all at the city's centre: 700026 there would be pinned at 700001 again).
 * The agent's map then searches the typed address instead (core/staff/field-visit.ts).
 */
export async function locateBooking(db: Db, place: BookingPlace): Promise<Point | null> {
  if (place.deviceLocation && place.lat !== undefined && place.lon !== undefined) return { lat: place.lat, lon: place.lon };
  const found = place.pincode ? await findPincode(db, place.pincode) : null;
  if (!found) return null;
  const sharing = await db
    .selectFrom("pincodes")
    .select("pincode")
    .where("lat", "=", found.lat)
    .where("lon", "=", found.lon)
    .where("pincode", "<>", found.pincode)
    .limit(1)
    .executeTakeFirst();
  return sharing ? null : { lat: found.lat, lon: found.lon };
}
