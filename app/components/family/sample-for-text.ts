import type { SampleFor } from "../../../core/booking/list-my-sample-requests";
import type { TFunction } from "../../i18n/translator/t-function";

/** Whose sample an order is, as My Lab Tests and the tracking page say it: "Anita Das · Mother", or just "Self". */
export function sampleForText(common: TFunction, sampleFor: SampleFor): string {
  return [sampleFor.name, common(`relations.${sampleFor.relation}`)].filter(Boolean).join(" · ");
}
