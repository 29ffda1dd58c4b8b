import type { Db } from "../../db/client";
import type { ChosenLocation } from "./chosen-location";
import type { Point } from "./distance";
import { isValidPincode } from "./pincode";
import { findPincode, type PincodePlace } from "./pincode-lookup";

/** Where distances are measured from, and which of the candidates gave it (so a page can say so). */
export type Origin =
  | { from: "pincode"; point: Point; place: PincodePlace }
  | { from: "point"; point: Point }
  | { from: "chosen"; point: Point; chosen: ChosenLocation };

export type OriginCandidates = {
  /** A pincode the page was given (query or address); wins when we know it. */
  pincode?: string | null;
  /** A point the page itself worked out or was given (a place, a lab, lat/lon in a shared link). */
  point?: Point | null;
  /** The visitor's chosen location (cookies); the last resort. */
  chosen: ChosenLocation | null;
};

export type ResolvedOrigin = {
  origin: Origin | null;
  /** A well-formed pincode was given that we do not know (the page may say so). */
  unknownPincode: string | null;
};

/**
 * The one rule for every nearby list and distance: a known pincode first (a shared link shows what its sender
 * saw), then a point the page has, then the visitor's chosen place; null when none says where.
 */
export async function resolveOrigin(db: Db, candidates: OriginCandidates): Promise<ResolvedOrigin> {
  let unknownPincode: string | null = null;
  const pincode = candidates.pincode?.trim() ?? "";
  if (pincode && isValidPincode(pincode)) {
    const place = await findPincode(db, pincode);
    if (place) return { origin: { from: "pincode", point: { lat: place.lat, lon: place.lon }, place }, unknownPincode };
    unknownPincode = pincode;
  }
  if (candidates.point) return { origin: { from: "point", point: candidates.point }, unknownPincode };
  const { chosen } = candidates;
  if (chosen) return { origin: { from: "chosen", point: { lat: chosen.lat, lon: chosen.lon }, chosen }, unknownPincode };
  return { origin: null, unknownPincode };
}
