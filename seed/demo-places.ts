import type { Insertable } from "kysely";
import { AREAS } from "../core/geo/areas";
import type { HospitalsTable } from "../db/schema";
import { slugify } from "./demo-labs";
import { HOSPITAL_NAMES, PHARMACY_NAMES } from "./names";
import { seededRandom } from "./random";

const STREETS = ["Station Road", "Hospital Road", "College Para", "Netaji Subhas Road", "Bazar Road", "Court More", "Sukanta Pally", "Bus Stand Road"] as const;

/** Opening hours that cover what a visitor meets: day shops, late shops, one open past midnight, 24 hours, shut today. */
const HOURS = [
  { is_open: "Yes", open_time: "08:00", close_time: "21:00" },
  { is_open: "Yes", open_time: "09:00", close_time: "22:30" },
  { is_open: "Yes", open_time: "07:00", close_time: "20:00" },
  { is_open: "Yes", open_time: "18:00", close_time: "02:00" },
  { is_open: "Yes", open_time: "00:00", close_time: "23:59" },
  { is_open: "No", open_time: "09:00", close_time: "21:00" },
] as const;

type Place = Insertable<HospitalsTable>;

function placeNear(area: (typeof AREAS)[number], random: ReturnType<typeof seededRandom>) {
  const lat = Number((area.lat + (random.next() - 0.5) * 0.03).toFixed(6));
  const lon = Number((area.lon + (random.next() - 0.5) * 0.03).toFixed(6));
  return { lat, lon, map: `${lat},${lon}`, city: area.name, address: `${random.int(1, 220)}, ${random.pick(STREETS)}, ${area.name}, West Bengal` };
}

/** Three fictional pharmacies in each of the 27 areas; a few have a photo, the rest show the placeholder. */
export function demoPharmacies(): Place[] {
  const random = seededRandom(2024_07_04);
  return AREAS.flatMap((area, areaIndex) =>
    [0, 1, 2].map((n) => {
      const index = areaIndex * 3 + n;
      const name = `${PHARMACY_NAMES[index % PHARMACY_NAMES.length]}, ${area.name}`;
      const photo = index % 4 === 0 ? JSON.stringify([{ src: `/img/places/pharmacy-${(index % 3) + 1}.svg` }]) : index % 4 === 1 ? "null" : null;
      const years = random.int(4, 35);
      return {
        type: "Pharmacy" as const,
        name,
        slug: slugify(name),
        about: `${name} has served ${area.name} for ${years} years with prescription medicines, generic alternatives, baby care and health supplies, and home delivery nearby.`,
        // Every demo pharmacy gives the text in Hindi and Bengali too (issue #30: no English left on hi and bn pages);
        // a real pharmacy without them is shown in English, marked so (core/i18n/provider-text.ts).
        about_hi: `${years} साल से: डॉक्टर की पर्ची वाली दवाइयाँ, जेनेरिक दवाइयाँ, बच्चों की देखभाल का सामान और सेहत से जुड़ी चीज़ें; आस-पास होम डिलीवरी।`,
        about_bn: `${years} বছর ধরে: প্রেসক্রিপশনের ওষুধ, জেনেরিক ওষুধ, শিশুর যত্নের জিনিস ও স্বাস্থ্যের সামগ্রী; কাছাকাছি হোম ডেলিভারি।`,
        phone: `9${String(random.int(100_000_000, 999_999_999))}`,
        email: `pharmacy${index + 1}@places.nikat.example`,
        ...placeNear(area, random),
        thumbnail: photo,
        ...HOURS[index % HOURS.length]!,
        rating: Number((3.5 + random.next() * 1.5).toFixed(1)),
        rated_by: random.int(5, 640),
      };
    }),
  );
}

/** One fictional hospital or nursing home in each area; most are pinned for the hospitals block. */
export function demoHospitals(): Place[] {
  const random = seededRandom(2024_07_05);
  return AREAS.map((area, areaIndex) => {
    const name = `${HOSPITAL_NAMES[areaIndex % HOSPITAL_NAMES.length]}, ${area.name}`;
    return {
      type: "Hospital" as const,
      name,
      slug: slugify(name),
      about: `${name} offers outpatient clinics, a 24-hour emergency, in-patient beds, a pathology lab and a pharmacy for ${area.name} and nearby villages.`,
      phone: `3${String(random.int(100_000_000, 999_999_999))}`,
      email: `hospital${areaIndex + 1}@places.nikat.example`,
      ...placeNear(area, random),
      thumbnail: null,
      is_open: "Yes",
      open_time: "00:00",
      close_time: "23:59",
      rating: Number((3.6 + random.next() * 1.3).toFixed(1)),
      rated_by: random.int(20, 900),
      pin: areaIndex % 5 !== 4,
    };
  });
}
