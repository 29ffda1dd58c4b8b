import type { Db } from "../../db/client";
import type { ChosenLocation } from "./chosen-location";
import { describeLocation } from "./chosen-location";
import type { Point } from "./distance";
import { resolveOrigin } from "./resolve-origin";

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
  const point = pointOf(query.get("lat"), query.get("lon") ?? query.get("lng"));
  const { origin } = await resolveOrigin(db, { pincode: query.get("pincode"), point, chosen });
  if (!origin) return null;
  if (origin.from === "pincode") {
    const found = origin.place;
    return { point: origin.point, pincode: found.pincode, label: `${found.address}, ${found.city} ${found.pincode}` };
  }
  if (origin.from === "point") return { point: origin.point, pincode: null, label: `${origin.point.lat.toFixed(4)}, ${origin.point.lon.toFixed(4)}` };
  return { point: origin.point, pincode: origin.chosen.pincode, label: describeLocation(origin.chosen) };
}
