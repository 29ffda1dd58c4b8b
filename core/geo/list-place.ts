import type { Db } from "../../db/client";
import type { ChosenLocation } from "./chosen-location";
import { describeLocation } from "./chosen-location";
import type { Point } from "./distance";
import { findPincode } from "./pincode-lookup";

/** Where a nearby list is measured from, and how to name it to the visitor. */
export type ListPlace = { point: Point; pincode: string | null; label: string };

function pointOf(lat: string | null, lon: string | null): Point | null {
  if (lat === null || lon === null || lat.trim() === "" || lon.trim() === "") return null;
  const point = { lat: Number(lat), lon: Number(lon) };
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.lon) || Math.abs(point.lat) > 90 || Math.abs(point.lon) > 180) return null;
  if (point.lat === 0 && point.lon === 0) return null;
  return point;
}

/**
 * Spec 001 §2.5/§2.8: the optional `pincode`, `lat` and `lon` query parameters win (a shared link shows what its
 * sender saw), then the visitor's chosen location; null when neither says where.
 */
export async function listPlaceOf(db: Db, query: URLSearchParams, chosen: ChosenLocation | null): Promise<ListPlace | null> {
  const pincode = query.get("pincode")?.trim() ?? "";
  if (pincode) {
    const found = await findPincode(db, pincode);
    if (found) return { point: { lat: found.lat, lon: found.lon }, pincode: found.pincode, label: `${found.address}, ${found.city} ${found.pincode}` };
  }
  const point = pointOf(query.get("lat"), query.get("lon") ?? query.get("lng"));
  if (point) return { point, pincode: null, label: `${point.lat.toFixed(4)}, ${point.lon.toFixed(4)}` };
  if (chosen) return { point: { lat: chosen.lat, lon: chosen.lon }, pincode: chosen.pincode, label: describeLocation(chosen) };
  return null;
}
