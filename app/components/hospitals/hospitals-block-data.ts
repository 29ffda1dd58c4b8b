import type { PlaceCard } from "../../../core/pharmacy/place-card";
import type { PageI18n } from "../../i18n/page-i18n";

/** Shown as cards; the rest of the (up to 100) hospitals come on request ('Show all') as plain links. */
export const HOSPITAL_CARDS = 8;

/** A hospital behind 'Show all': a link with its distance, so the page carries no card data for it. */
export type HospitalLink = Pick<PlaceCard, "id" | "name" | "distanceKm">;

/** What a page's loader hands the hospitals block: the hospitals and the block's own texts. */
export type HospitalsBlockData = {
  i18n: PageI18n;
  /** The first HOSPITAL_CARDS hospitals, nearest (or best rated) first. */
  hospitals: PlaceCard[];
  /** The hospitals after the cards: only when the visitor asked for them (SHOW_ALL_HOSPITALS), else empty. */
  rest: HospitalLink[];
  /** How many hospitals there are after the cards, asked for or not. */
  restCount: number;
  /** The visitor's chosen place the distances are from; null when none is chosen. */
  near: string | null;
  /** Key of the load failure message in the hospitals namespace. */
  error: string | null;
};

/** The query parameter (…?hospitals=all#hospitals) that asks for every pinned hospital. */
export const SHOW_ALL_HOSPITALS = { name: "hospitals", value: "all" } as const;
