import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { matchSpeciality, normaliseQuery } from "./match-speciality";
import { SPECIALITIES, specialityOf } from "./specialities";

const catalog = (lang: string) =>
  (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../app/i18n/locales/${lang}/doctorCard.json`), "utf8")) as { specialities: Record<string, string> }).specialities;

describe("matchSpeciality", () => {
  it.each([
    ["Cardiology", "cardiology"],
    ["cardiolgy", "cardiology"],
    ["heart doctor", "cardiology"],
    ["Dr for skin problem", "dermatology"],
    ["OB/GYN", "ob-gyn"],
    ["gynaecologist near me", "ob-gyn"],
    ["ent", "ent"],
    ["pediatric", "pediatrics"],
    ["दांत का डॉक्टर", "dentistry"],
    ["চোখের ডাক্তার", null],
    ["চক্ষু", "ophthalmology"],
    ["sugar", "endocrinology"],
  ])("%s → %s", (query, slug) => {
    expect(matchSpeciality(query)?.slug ?? null).toBe(slug);
  });

  it("does not mistake names, hospitals or degrees for a speciality", () => {
    for (const query of ["Arindam Sen", "Seva Sadan", "MBBS", "sen", "", "   "]) expect(matchSpeciality(query), query).toBeNull();
  });

  it.each(["en", "hi", "bn"])("knows every speciality by its %s name (what the suggestions offer)", (lang) => {
    const names = catalog(lang);
    for (const speciality of SPECIALITIES) expect(matchSpeciality(names[speciality.slug] ?? "")?.slug, `${lang} ${names[speciality.slug]}`).toBe(speciality.slug);
  });

  it("normalises case and punctuation", () => {
    expect(normaliseQuery("  Dr. SEN, ENT! ")).toBe("dr sen ent");
  });
});

describe("specialityOf (route words)", () => {
  it("reads slugs and names in any case", () => {
    expect(specialityOf("ob-gyn")?.name).toBe("OB/GYN");
    expect(specialityOf("OB/GYN")?.slug).toBe("ob-gyn");
    expect(specialityOf("General Medicine")?.slug).toBe("general-medicine");
    expect(specialityOf("cardio")).toBeNull();
  });
});
