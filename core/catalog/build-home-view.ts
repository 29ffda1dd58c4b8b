import type { ChosenLocation } from "../geo/chosen-location";
import type { Point } from "../geo/distance";
import { resolveOrigin } from "../geo/resolve-origin";
import { findLabsNear, type NearbyLab } from "./find-labs-near";
import { listLabs } from "./list-labs";
import type { ReferenceReads } from "../reference-reads/reference-reads";
import {
  isPlausibleWord,
  resolveLab,
  resolvePlace,
  resolveTest,
  suggestPlaces,
  suggestTests,
  type ResolvedLab,
  type ResolvedTest,
} from "./resolve-route-words";

export type HomeParams = { ct?: string; ty?: string; cent?: string };

export type HomeView =
  | { kind: "notFound" }
  | { kind: "unknown"; words: { place?: string; test?: string; lab?: string }; placeSuggestions: string[]; testSuggestions: { slug: string; name: string }[] }
  | {
      kind: "labs";
      place: { name: string; isArea: boolean } | null;
      test: ResolvedTest | null;
      lab: ResolvedLab | null;
      /** Where distances are measured from: the place in the address, else the visitor's chosen location. */
      from: "place" | "chosen" | null;
      labs: (NearbyLab | (Omit<NearbyLab, "distanceKm" | "lat" | "lon"> & { distanceKm: null }))[];
      /** More labs than the few shown are there (only when asked for the few). */
      moreLabs: boolean;
    };

/** The home page lists the nearest (or newest) few labs; a 'more' link asks for the rest, up to ALL_LABS. */
export const FEW_LABS = 6;
const ALL_LABS = 60;

/**
 * What a home-view address means (spec 000 §2): {ct} a place, {ty} a test, {cent} a lab. Words that
 * resolve narrow the labs; plausible words that do not get suggestions; nonsense is not our page.
 */
export async function buildHomeView(reads: ReferenceReads, params: HomeParams, chosen: ChosenLocation | null, options: { allLabs?: boolean } = {}): Promise<HomeView> {
  const { db } = reads;
  const segments = [params.ct, params.ty, params.cent].filter((s): s is string => s !== undefined);
  if (!segments.every(isPlausibleWord)) return { kind: "notFound" };

  const [place, test, lab] = await Promise.all([
    params.ct ? resolvePlace(db, params.ct) : null,
    params.ty ? resolveTest(db, params.ty) : null,
    params.cent ? resolveLab(db, params.cent) : null,
  ]);
  const unresolved = {
    place: params.ct && !place ? params.ct : undefined,
    test: params.ty && !test ? params.ty : undefined,
    lab: params.cent && !lab ? params.cent : undefined,
  };
  if (unresolved.place || unresolved.test || unresolved.lab) {
    const [placeSuggestions, testSuggestions] = await Promise.all([
      unresolved.place ? suggestPlaces(db, unresolved.place) : [],
      unresolved.test ? suggestTests(db, unresolved.test) : [],
    ]);
    // /{ty}/{ct} catches every two-word address: when neither word means anything to us, it is a plain 404.
    const nothingClose = placeSuggestions.length === 0 && testSuggestions.length === 0 && !place && !test && !lab;
    if (nothingClose) return { kind: "notFound" };
    return { kind: "unknown", words: unresolved, placeSuggestions, testSuggestions };
  }

  const { origin } = await resolveOrigin(db, { point: lab?.point ?? place?.point ?? null, chosen });
  const centre: Point | null = origin?.point ?? null;
  const from = origin?.from === "point" ? "place" : origin?.from === "chosen" ? "chosen" : null;
  // One lab beyond the few tells whether there are more to offer.
  const limit = options.allLabs ? ALL_LABS : FEW_LABS + 1;
  const found = centre
    ? await findLabsNear(reads, { point: centre, limit, testId: test?.id })
    : (await listLabs(reads, { limit, testId: test?.id })).map((row) => ({ ...row, slug: null, distanceKm: null, pricePaise: null }));
  const moreLabs = !options.allLabs && found.length > FEW_LABS;
  const labs = moreLabs ? found.slice(0, FEW_LABS) : found;
  return { kind: "labs", place: place ? { name: place.name, isArea: place.isArea } : null, test, lab, from, labs, moreLabs };
}
