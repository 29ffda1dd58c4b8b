import type { PlaceCard } from "../../../core/pharmacy/place-card";
import type { PageI18n } from "../../i18n/page-i18n";

/** Shown as cards; the rest of the (up to 100) hospitals wait behind 'Show all' as plain links. */
export const HOSPITAL_CARDS = 8;

/** A hospital behind 'Show all': a link with its distance, so the page carries no card data for it. */
export type HospitalLink = Pick<PlaceCard, "id" | "name" | "distanceKm">;

/** What a page's loader hands the hospitals block: the hospitals and the block's own texts. */
export type HospitalsBlockData = {
  i18n: PageI18n;
  /** The first HOSPITAL_CARDS hospitals, nearest (or best rated) first. */
  hospitals: PlaceCard[];
  rest: HospitalLink[];
  /** The visitor's chosen place the distances are from; null when none is chosen. */
  near: string | null;
  /** Key of the load failure message in the hospitals namespace. */
  error: string | null;
};
