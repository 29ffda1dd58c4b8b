import type { Db } from "../../db/client";
import { AppError } from "../errors/app-error";
import type { LocationForm } from "./location-form-schema";
import { findPincode, nearestPincode, type PincodePlace } from "./pincode-lookup";

/** The place the location form names: its pincode's place, or the pincode nearest to the device; AppError when there is none. */
export async function chooseLocation(db: Db, form: LocationForm): Promise<PincodePlace> {
  if (form.kind === "point") {
    const place = await nearestPincode(db, form.point);
    if (!place) throw new AppError("locationOutside");
    return place;
  }
  const place = await findPincode(db, form.pincode);
  if (!place) throw new AppError("pincodeNotFound");
  return place;
}
