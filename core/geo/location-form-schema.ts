import { z } from "zod";
import { returnPathField } from "../forms/return-path-field";
import { PINCODE_LENGTH } from "./pincode";

/** Messages of the location form, in the common namespace's `location` object. */
export const LOCATION_ERROR = {
  pincodeInvalid: "location.pincodeInvalid",
  pincodeNotFound: "location.pincodeNotFound",
  locationOutside: "location.locationOutside",
} as const;

/** A coordinate too long to be one reads as none given, so the form answers "location outside" like any other bad point. */
const coordinate = z.string().max(40).optional().catch("");

/**
 * Spec 000 §4–§5, the location popup: a 6-digit pincode (well-formed is six digits; whether it exists is the
 * lookup's answer, so 000000 is "not found", like 999999), or the device's coordinates.
 */
export const locationFormSchema = z
  .object({
    pincode: z.string().max(PINCODE_LENGTH * 2, { error: LOCATION_ERROR.pincodeInvalid }).optional(),
    lat: coordinate,
    lon: coordinate,
    redirectTo: returnPathField,
  })
  .transform((form, ctx) => {
    if (form.lat !== undefined) {
      const lat = Number(form.lat);
      const lon = Number(form.lon);
      if (form.lat.trim() === "" || (form.lon ?? "").trim() === "" || !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) {
        ctx.addIssue({ code: "custom", path: ["pincode"], message: LOCATION_ERROR.locationOutside });
        return z.NEVER;
      }
      return { kind: "point" as const, point: { lat, lon }, redirectTo: form.redirectTo };
    }
    const pincode = (form.pincode ?? "").trim();
    if (!new RegExp(`^\\d{${PINCODE_LENGTH}}$`).test(pincode)) {
      ctx.addIssue({ code: "custom", path: ["pincode"], message: LOCATION_ERROR.pincodeInvalid });
      return z.NEVER;
    }
    return { kind: "pincode" as const, pincode, redirectTo: form.redirectTo };
  });

export type LocationForm = z.output<typeof locationFormSchema>;
