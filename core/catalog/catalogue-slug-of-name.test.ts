import { describe, expect, it } from "vitest";
import { catalogueSlugOfName } from "./catalogue-slug-of-name";
import { TEST_CATALOGUE } from "./test-catalogue";

describe("catalogueSlugOfName", () => {
  it("finds every catalogue test by its own name", () => {
    for (const test of TEST_CATALOGUE) expect(catalogueSlugOfName(test.name)).toBe(test.slug);
  });

  it("finds names the demo data and staff write a little differently", () => {
    expect(catalogueSlugOfName("Blood Sugar (Fasting)")).toBe("fasting-blood-sugar");
    expect(catalogueSlugOfName("HbA1c")).toBe("hba1c");
    expect(catalogueSlugOfName("Kidney Function Test (KFT)")).toBe("kft");
    expect(catalogueSlugOfName("  complete blood count (cbc) ")).toBe("cbc");
  });

  it("knows no slug for a lab's own test", () => {
    expect(catalogueSlugOfName("Allergy Panel 42")).toBeUndefined();
    expect(catalogueSlugOfName("")).toBeUndefined();
  });
});
