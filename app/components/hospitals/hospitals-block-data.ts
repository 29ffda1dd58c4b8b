import type { PlaceCard } from "../../../core/pharmacy/place-card";
import type { PageI18n } from "../../i18n/page-i18n";

/** What a page's loader hands the hospitals block: the hospitals and the block's own texts. */
export type HospitalsBlockData = {
  i18n: PageI18n;
  hospitals: PlaceCard[];
  /** The visitor's chosen place the distances are from; null when none is chosen. */
  near: string | null;
  /** Key of the load failure message in the hospitals namespace. */
  error: string | null;
};
