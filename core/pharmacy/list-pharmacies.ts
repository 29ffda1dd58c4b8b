import { resolvePlace } from "../catalog/resolve-route-words";
import { AREAS } from "../geo/areas";
import { describeLocation, type ChosenLocation } from "../geo/chosen-location";
import type { Point } from "../geo/distance";
import { isValidPincode } from "../geo/pincode";
import { findPincode, searchPlaces } from "../geo/pincode-lookup";
import { resolveOrigin, type Origin } from "../geo/resolve-origin";
import { findPharmaciesNear } from "./find-pharmacies-near";
import type { ReferenceReads } from "../reference-reads/reference-reads";
import type { PharmacySort } from "./pharmacy-sort";
import type { PlaceCard } from "./place-card";

export const PHARMACIES_PER_PAGE = 12;
/** Longest search text we look at. */
export const MAX_SEARCH_LENGTH = 80;
/** Until the visitor chooses a place: the first of the areas we serve (spec 000 §2). */
const DEFAULT_AREA = AREAS[0];

/** Where the distances are measured from, and why: so the page can say it. */
export type PharmacyCentre =
  | { from: "search" | "pincode" | "chosen"; place: string; isArea: boolean }
  | { from: "default"; place: string; isArea: true };

export type PharmacyList = {
  centre: PharmacyCentre;
  /** The search text, when it matched pharmacy names rather than a place. */
  name: string | null;
  /** The search text matched neither a place nor a pharmacy name. */
  unmatched: boolean;
  /** A 6-digit pincode was given that we do not know. */
  unknownPincode: string | null;
  pharmacies: PlaceCard[];
  total: number;
  page: number;
  hasMore: boolean;
};

function homeOf(origin: Origin | null): { point: Point; centre: PharmacyCentre } {
  if (origin?.from === "pincode") return { point: origin.point, centre: { from: "pincode", place: `${origin.place.address} ${origin.place.pincode}`, isArea: false } };
  if (origin?.from === "chosen") return { point: origin.point, centre: { from: "chosen", place: describeLocation(origin.chosen), isArea: false } };
  return { point: { lat: DEFAULT_AREA.lat, lon: DEFAULT_AREA.lon }, centre: { from: "default", place: DEFAULT_AREA.name, isArea: true } };
}

type Options = { q: string; pincode: string | null; chosen: ChosenLocation | null; sort: PharmacySort; page: number; now: Date };

/**
 * The Pharmacy Finder (spec 001 §2.8): a pincode or a place in the search box moves the list there; other
 * words filter by pharmacy name near the visitor; words that match neither are tried as a misspelt place.
 * Without a search the list is near the `pincode` in the address, else the visitor's chosen place.
 */
export async function listPharmacies(reads: ReferenceReads, options: Options): Promise<PharmacyList> {
  const { db } = reads;
  const q = options.q.trim().slice(0, MAX_SEARCH_LENGTH);
  let unknownPincode: string | null;

  const resolved = await resolveOrigin(db, { pincode: options.pincode, chosen: options.chosen });
  unknownPincode = resolved.unknownPincode;
  const home = homeOf(resolved.origin);

  let at = home;
  let name: string | null = null;
  let unmatched = false;
  if (/^\d{6}$/.test(q)) {
    const found = isValidPincode(q) ? await findPincode(db, q) : null;
    if (found) at = { point: found, centre: { from: "search", place: `${found.address} ${found.pincode}`, isArea: false } };
    else unknownPincode = q;
  } else if (q) {
    const place = await resolvePlace(db, q);
    if (place) at = { point: place.point, centre: { from: "search", place: place.name, isArea: place.isArea } };
    else name = q;
  }

  let pharmacies = await findPharmaciesNear(reads, { point: at.point, sort: options.sort, now: options.now, name });
  if (name && pharmacies.length === 0) {
    const [near] = await searchPlaces(db, name, 1);
    if (near) {
      at = { point: near, centre: { from: "search", place: near.city === near.address ? near.city : `${near.address}, ${near.city}`, isArea: false } };
      pharmacies = await findPharmaciesNear(reads, { point: at.point, sort: options.sort, now: options.now });
      name = null;
    } else {
      unmatched = true;
    }
  }

  const page = Math.max(1, Math.min(options.page, Math.ceil(pharmacies.length / PHARMACIES_PER_PAGE) || 1));
  const shown = page * PHARMACIES_PER_PAGE;
  return {
    centre: at.centre,
    name,
    unmatched,
    unknownPincode,
    pharmacies: pharmacies.slice(0, shown),
    total: pharmacies.length,
    page,
    hasMore: pharmacies.length > shown,
  };
}
