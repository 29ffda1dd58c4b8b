import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { distanceKm } from "./distance";
import { findPincode, nearestPincode, searchPlaces } from "./pincode-lookup";

const db = testDb();

describe("pincode lookup (GeoNames extract)", () => {
  it("has all of India's pincodes", async () => {
    const { count } = await db.selectFrom("pincodes").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(19_000);
  });

  it("finds a pincode with its place, city, state and coordinates", async () => {
    const raiganj = await findPincode(db, "733134");
    expect(raiganj).toMatchObject({ pincode: "733134", city: "Raiganj", district: "North Dinajpur", state: "West Bengal", country: "India" });
    expect(distanceKm(raiganj!, { lat: 25.6185, lon: 88.1256 })).toBeLessThan(10);
    expect((await findPincode(db, "700001"))?.district).toBe("Kolkata");
  });

  it("answers null for unknown or malformed pincodes", async () => {
    expect(await findPincode(db, "999999")).toBeNull();
    expect(await findPincode(db, "73313")).toBeNull();
    expect(await findPincode(db, "073313")).toBeNull();
  });

  it("finds the nearest pincode to a device location, and none in the open sea", async () => {
    const near = await nearestPincode(db, { lat: 22.5726, lon: 88.3639 });
    expect(near?.state).toBe("West Bengal");
    expect(near?.pincode.startsWith("700")).toBe(true);
    expect(await nearestPincode(db, { lat: 10, lon: 60 })).toBeNull();
  });

  it("searches places by name with small typos", async () => {
    const results = await searchPlaces(db, "Raigunj");
    expect(results.some((place) => place.city === "Raiganj")).toBe(true);
    expect((await searchPlaces(db, "Shantiniketan"))[0]?.district).toBe("Birbhum");
  });
});
