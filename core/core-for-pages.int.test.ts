import { describe, expect, it } from "vitest";
import { testDb } from "../db/test-support/test-db";
import { coreForPages } from "./core-for-pages";
import type { Recall } from "./reference-reads/recent-reads";

const db = testDb();
const now = new Date("2026-11-23T05:45:00Z");
const place = { point: { lat: 22.57, lon: 88.36 }, pincode: "700001" };

describe("core for the pages", () => {
  it("answers every reader of reference data through the process's cache (the b0d96c4 bug cannot come back)", async () => {
    const asked: string[] = [];
    const recall: Recall = (key, read) => (asked.push(key), read());
    const core = coreForPages(db, recall);
    const pages = {
      home: () => core.buildHomeView({}, { lat: place.point.lat, lon: place.point.lon, pincode: place.pincode, city: "Kolkata", state: "West Bengal", address: "Kolkata" }),
      hospitals: () => core.findPinnedHospitals({ from: place.point, now }),
      doctors: () => core.findTopDoctors({ place, now }),
      suggestions: () => core.listSpecialitySuggestions(),
      pharmacies: () => core.listPharmacies({ q: "", pincode: null, chosen: null, sort: "distance", page: 1, now }),
    };
    for (const [name, read] of Object.entries(pages)) {
      const before = asked.length;
      await read();
      expect(asked.length, name).toBeGreaterThan(before);
    }
  });
});
