import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { distanceKm } from "../geo/distance";
import { findLabsNear } from "./find-labs-near";
import { groupLabsByCity } from "./group-labs-by-city";
import { listCatalogue } from "./list-catalogue";
import { resolvePlace, resolveTest, suggestPlaces, suggestTests } from "./resolve-route-words";
import { uncachedReferenceReads } from "../reference-reads/reference-reads";

const db = testDb();
const tag = `t${Date.now()}`;
// A private corner of the map for this file's labs: the Sundarbans, where no other test puts labs.
const origin = { lat: 21.9, lon: 88.9 };

async function addLab(name: string, dLat: number, options: { city?: string | null; status?: string } = {}) {
  const lat = origin.lat + dLat;
  const row = await db
    .insertInto("hospitals")
    .values({ type: "Lab", name: `${tag} ${name}`, slug: `${tag}-${name}`.toLowerCase(), city: options.city === undefined ? "Gosaba" : options.city, lat, lon: origin.lon, map: `${lat},${origin.lon}`, status: options.status ?? "Active" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("labs near a point", () => {
  it("lists the nearest active labs first, with great-circle distances, filtered by the test they do", async () => {
    const far = await addLab("far", 0.3);
    const near = await addLab("near", 0.01);
    const middle = await addLab("middle", 0.1);
    await addLab("closed", 0.005, { status: "Inactive" });
    const cbc = await resolveTest(db, "cbc");
    await db.insertInto("lab_tests").values([{ lab_id: far, test_id: cbc!.id, price_paise: 31_000 }]).execute();

    const labs = (await findLabsNear(uncachedReferenceReads(db), { point: origin, limit: 50 })).filter((lab) => lab.name.startsWith(tag));
    expect(labs.map((lab) => lab.id)).toEqual([near, middle, far]);
    expect(labs[0]!.distanceKm).toBeCloseTo(distanceKm(origin, { lat: origin.lat + 0.01, lon: origin.lon }), 5);

    const doingCbc = (await findLabsNear(uncachedReferenceReads(db), { point: origin, limit: 50, testId: cbc!.id })).filter((lab) => lab.name.startsWith(tag));
    expect(doingCbc).toEqual([expect.objectContaining({ id: far, pricePaise: 31_000 })]);
  });

  it("groups lab cities with missing, 'null' and 'undefined' under Unknown, last", () => {
    const groups = groupLabsByCity([
      { id: 1, city: "Raiganj" },
      { id: 2, city: null },
      { id: 3, city: "null" },
      { id: 4, city: "Balurghat" },
      { id: 5, city: "undefined" },
      { id: 6, city: " Raiganj " },
    ]);
    expect(groups.map((g) => [g.city, g.labs.map((l) => l.id)])).toEqual([
      ["Balurghat", [4]],
      ["Raiganj", [1, 6]],
      ["Unknown", [2, 3, 5]],
    ]);
  });
});

describe("route words", () => {
  it("resolve the footer areas, towns from the pincode table and tests by the words people use", async () => {
    expect(await resolvePlace(db, "Dakshin%20Dinajpur".replace("%20", " "))).toMatchObject({ name: "Dakshin Dinajpur", isArea: true });
    expect(await resolvePlace(db, "dakshin-dinajpur")).toMatchObject({ name: "Dakshin Dinajpur" });
    expect((await resolvePlace(db, "Siliguri"))?.isArea).toBe(false);
    expect(await resolvePlace(db, "Qwertyuiop")).toBeNull();
    expect((await resolveTest(db, "sugar"))?.slug).toBe("fasting-blood-sugar");
    expect((await resolveTest(db, "lipid-profile"))?.name).toBe("Lipid Profile");
    expect(await resolveTest(db, "bread")).toBeNull();
  });

  it("suggest the nearest matches for a misspelt place or test", async () => {
    expect(await suggestPlaces(db, "Raigunj")).toContain("Raiganj");
    expect((await suggestTests(db, "thyriod")).map((t) => t.slug)).toContain("thyroid-profile");
  });

  it("list the whole catalogue by name, with prices", async () => {
    const catalogue = await listCatalogue(db);
    expect(catalogue.length).toBeGreaterThanOrEqual(40);
    expect(catalogue.every((entry) => entry.pricePaise > 0)).toBe(true);
  });
});
