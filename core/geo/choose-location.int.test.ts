import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { AppError } from "../errors/app-error";
import { chooseLocation } from "./choose-location";
import { LOCATION_ERROR, locationFormSchema } from "./location-form-schema";

const db = testDb();
const codeOf = (promise: Promise<unknown>) => promise.then(() => "no error", (error: unknown) => (error instanceof AppError ? error.code : String(error)));

describe("the location form", () => {
  it("takes any six digits as a pincode: 000000 and 999999 are both 'not found', not 'a pincode has 6 digits'", async () => {
    for (const pincode of ["000000", "999999"]) {
      const form = locationFormSchema.parse({ pincode });
      expect(await codeOf(chooseLocation(db, form))).toBe("pincodeNotFound");
    }
  });

  it("refuses anything but six digits as malformed", () => {
    for (const pincode of ["", "73313", "7331345", "73313a", "7331\u00004"]) {
      const result = locationFormSchema.safeParse({ pincode });
      expect(result.error?.issues[0]?.message, pincode).toBe(LOCATION_ERROR.pincodeInvalid);
    }
  });

  it("finds a known pincode, and the pincode nearest to a device's position", async () => {
    expect((await chooseLocation(db, locationFormSchema.parse({ pincode: "733134" }))).city).toBe("Raiganj");
    expect((await chooseLocation(db, locationFormSchema.parse({ lat: "25.6185", lon: "88.1256" }))).state).toBe("West Bengal");
    expect(locationFormSchema.safeParse({ lat: "0", lon: "0" }).error?.issues[0]?.message).toBe(LOCATION_ERROR.locationOutside);
    expect(locationFormSchema.safeParse({ lat: "abc", lon: "1" }).error?.issues[0]?.message).toBe(LOCATION_ERROR.locationOutside);
  });
});
