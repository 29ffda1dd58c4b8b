import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../forms/parse-form";
import { LOCATION_ERROR, locationFormSchema } from "./location-form-schema";

describe("the location form's refusals", () => {
  // Found by fuzzing: over-long values were refused with zod's English defaults ("Too big: expected string…").
  it.each([
    [{ pincode: "1".repeat(13) }, LOCATION_ERROR.pincodeInvalid],
    [{ lat: "1".repeat(41), lon: "88.36" }, LOCATION_ERROR.locationOutside],
    [{ lat: "22.57", lon: "8".repeat(41) }, LOCATION_ERROR.locationOutside],
    [{ lat: "22.57", lon: "" }, LOCATION_ERROR.locationOutside],
  ])("words an over-long field with the form's own message, by the pincode field: %j", (form, message) => {
    const parsed = locationFormSchema.safeParse(form);
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({ pincode: message });
  });
});
