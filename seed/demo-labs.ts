import { AREAS } from "../core/geo/areas";
import type { Insertable } from "kysely";
import type { HospitalsTable } from "../db/schema";
import { LAB_NAMES } from "./names";
import { seededRandom } from "./random";

const STREETS = ["Station Road", "Hospital Road", "College Para", "Netaji Subhas Road", "Bazar Road", "Court More", "Sukanta Pally", "Bus Stand Road"] as const;

/** The area of the demo lab user's lab (README): where the demo patient lives, so the walk-through's booking finds it near. */
export const DEMO_STAFF_LAB_CITY = "Kolkata";

/** The lab the demo lab user (9000000002) works for and the demo patient's requests went to: the first in Kolkata. */
export function demoStaffLab(): Insertable<HospitalsTable> {
  const lab = demoLabs().find((candidate) => candidate.city === DEMO_STAFF_LAB_CITY);
  if (!lab) throw new Error(`no demo lab in ${DEMO_STAFF_LAB_CITY}`);
  return lab;
}

/** Two fictional labs in each of the 27 areas, a few hundred metres from the town centre. */
export function demoLabs(): Insertable<HospitalsTable>[] {
  const random = seededRandom(2024_07_03);
  return AREAS.flatMap((area, areaIndex) =>
    [0, 1].map((n) => {
      const lat = Number((area.lat + (random.next() - 0.5) * 0.02).toFixed(6));
      const lon = Number((area.lon + (random.next() - 0.5) * 0.02).toFixed(6));
      const name = `${LAB_NAMES[(areaIndex * 2 + n) % LAB_NAMES.length]}, ${area.name}`;
      const opens = random.pick(["7:00 am", "7:30 am", "8:00 am"]);
      const closes = random.pick(["7:00 pm", "8:00 pm", "9:00 pm"]);
      return {
        type: "Lab" as const,
        name,
        slug: slugify(name),
        email: `lab${areaIndex * 2 + n + 1}@labs.nikat.example`,
        phone: `9${String(random.int(100_000_000, 999_999_999))}`,
        address: `${random.int(1, 220)}, ${random.pick(STREETS)}, ${area.name}, West Bengal`,
        city: area.name,
        map: `${lat},${lon}`,
        lat,
        lon,
        test_time: `${opens} – ${closes}`,
        rating: Number((3.8 + random.next() * 1.2).toFixed(1)),
        rated_by: random.int(12, 480),
      };
    }),
  );
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
