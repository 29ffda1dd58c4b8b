import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import type { ChosenLocation } from "./chosen-location";
import { resolveOrigin } from "./resolve-origin";

const db = testDb();
const chosen: ChosenLocation = { lat: 22.57, lon: 88.36, address: "Kolkata GPO", city: "Kolkata", state: "West Bengal", pincode: "700001" };

describe("resolveOrigin: where distances are measured from", () => {
  it("takes a known pincode first, then a given point, then the chosen place", async () => {
    const byPincode = await resolveOrigin(db, { pincode: " 733134 ", point: { lat: 1, lon: 1 }, chosen });
    expect(byPincode.origin?.from).toBe("pincode");
    expect(byPincode.origin?.from === "pincode" && byPincode.origin.place.city).toBe("Raiganj");
    expect((await resolveOrigin(db, { pincode: null, point: { lat: 23, lon: 88 }, chosen })).origin).toEqual({ from: "point", point: { lat: 23, lon: 88 } });
    expect((await resolveOrigin(db, { chosen })).origin).toMatchObject({ from: "chosen", point: { lat: 22.57, lon: 88.36 } });
    expect(await resolveOrigin(db, { chosen: null })).toEqual({ origin: null, unknownPincode: null });
  });

  it("names a well-formed pincode we do not know and falls back; ignores a malformed one", async () => {
    expect(await resolveOrigin(db, { pincode: "999999", chosen })).toMatchObject({ origin: { from: "chosen" }, unknownPincode: "999999" });
    expect(await resolveOrigin(db, { pincode: "12ab", chosen: null })).toEqual({ origin: null, unknownPincode: null });
  });
});
