import type { TFunction } from "../../i18n/translator/t-function";
import { specialityOf } from "../../../core/doctors/specialities";

/** A stored speciality ("OB/GYN") in the page's language; one we do not know stays as stored. */
export function specialityName(t: TFunction, speciality: string | null): string {
  if (!speciality) return "";
  const known = specialityOf(speciality);
  return known ? t(`doctorCard:specialities.${known.slug}`) : speciality;
}
