import type { Insertable } from "kysely";
import { SPECIALITIES } from "../core/doctors/specialities";
import { AREAS } from "../core/geo/areas";
import type { ChambersTable, DoctorsTable, Weekday } from "../db/schema";
import { FIRST_NAMES, SURNAMES } from "./names";
import { seededRandom } from "./random";


const DEGREES: Record<string, string> = {
  Cardiology: "MBBS, MD (Medicine), DM (Cardiology)",
  Dermatology: "MBBS, MD (Dermatology)",
  Pediatrics: "MBBS, MD (Paediatrics)",
  Orthopedics: "MBBS, MS (Orthopaedics)",
  Ophthalmology: "MBBS, MS (Ophthalmology)",
  Psychiatry: "MBBS, MD (Psychiatry)",
  Immunology: "MBBS, MD (Medicine), DM (Clinical Immunology)",
  "OB/GYN": "MBBS, MS (Obstetrics & Gynaecology)",
  ENT: "MBBS, MS (ENT)",
  Neurology: "MBBS, MD (Medicine), DM (Neurology)",
  Pulmonology: "MBBS, MD (Respiratory Medicine)",
  Oncology: "MBBS, MD (Radiotherapy), DM (Medical Oncology)",
  "General Medicine": "MBBS, MD (General Medicine)",
  Gastroenterology: "MBBS, MD (Medicine), DM (Gastroenterology)",
  Nephrology: "MBBS, MD (Medicine), DM (Nephrology)",
  Urology: "MBBS, MS (General Surgery), MCh (Urology)",
  Endocrinology: "MBBS, MD (Medicine), DM (Endocrinology)",
  Dentistry: "BDS, MDS (Conservative Dentistry)",
};

export const WEEKDAYS: readonly Weekday[] = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

const day = (start: string, end: string) => JSON.stringify({ is_open: true, start_time: start, end_time: end });
const CLOSED = JSON.stringify({ is_open: false, start_time: "", end_time: "" });

/** Weekly patterns a chamber really has: hospital mornings, pharmacy evenings, weekends only; and one with broken data (closed). */
export const WEEK_PATTERNS: readonly Record<Weekday, string | null>[] = [
  { sunday: CLOSED, monday: day("10:00", "13:00"), tuesday: day("10:00", "13:00"), wednesday: day("10:00", "13:00"), thursday: day("10:00", "13:00"), friday: day("10:00", "13:00"), saturday: day("10:00", "12:00") },
  { sunday: "{}", monday: day("17:00", "20:00"), tuesday: "", wednesday: day("17:00", "20:00"), thursday: null, friday: day("17:00", "20:30"), saturday: CLOSED },
  { sunday: day("09:00", "12:30"), monday: CLOSED, tuesday: day("18:00", "21:00"), wednesday: CLOSED, thursday: day("18:00", "21:00"), friday: CLOSED, saturday: day("09:00", "12:30") },
  { sunday: CLOSED, monday: day("08:30", "11:00"), tuesday: day("16:00", "19:30"), wednesday: day("08:30", "11:00"), thursday: day("16:00", "19:30"), friday: day("08:30", "11:00"), saturday: day("16:00", "19:30") },
  { sunday: "{is_open: yes", monday: day("11:00", "14:00"), tuesday: day("11:00", "14:00"), wednesday: "not json", thursday: day("11:00", "14:00"), friday: day("11:00", "14:00"), saturday: day("11:00", "14:00") },
];

export type DemoDoctor = { doctor: Insertable<DoctorsTable>; areaIndex: number };

/** Six fictional doctors per area, the specialities rotating so every three neighbouring areas hold all eighteen. */
export function demoDoctors(hospitalNameOfArea: (areaIndex: number) => string): DemoDoctor[] {
  const random = seededRandom(2024_07_06);
  return AREAS.flatMap((area, areaIndex) =>
    [0, 1, 2, 3, 4, 5].map((n) => {
      const index = areaIndex * 6 + n;
      const speciality = SPECIALITIES[index % SPECIALITIES.length]!.name;
      const name = `Dr. ${FIRST_NAMES[(index * 7) % FIRST_NAMES.length]} ${SURNAMES[(index * 5 + areaIndex) % SURNAMES.length]}`;
      const years = random.int(4, 32);
      const hospital = hospitalNameOfArea(areaIndex);
      return {
        areaIndex,
        doctor: {
          name,
          speciality,
          degree: DEGREES[speciality] ?? "MBBS",
          hospital,
          about: `${name} has ${years} years of experience in ${speciality}. Consults at ${hospital} and, on other days, at a pharmacy chamber in ${area.name}; speaks Bengali, Hindi and English.`,
          // Every other doctor also gives the text in Hindi and Bengali; the rest are shown in English, marked so.
          ...(n % 2 === 0
            ? {
                about_hi: `${years} साल का अनुभव। चेंबर: ${hospital}, और दूसरे दिनों में पास की एक फ़ार्मेसी में। भाषाएँ: बांग्ला, हिंदी, अंग्रेज़ी।`,
                about_bn: `${years} বছরের অভিজ্ঞতা। চেম্বার: ${hospital}, আর অন্য দিনগুলোতে কাছের একটি ফার্মেসিতে। ভাষা: বাংলা, হিন্দি, ইংরেজি।`,
              }
            : {}),
          thumbnail: index % 3 === 0 ? `doctor-${(index % 4) + 1}.svg` : index % 3 === 1 ? "null" : null,
          rating: Number((3.6 + random.next() * 1.4).toFixed(1)),
          rating_by: random.int(8, 420),
        },
      };
    }),
  );
}

/** A doctor's two chambers: the hospital of their area, and a pharmacy of the same town on other days. */
export function demoChambers(
  doctorId: number,
  index: number,
  places: { hospital: { id: number; lat: number; lon: number; address: string }; pharmacy: { id: number; lat: number; lon: number; address: string } },
): Insertable<ChambersTable>[] {
  const fee = 30_000 + (index % 6) * 10_000;
  const first = WEEK_PATTERNS[index % 2 === 0 ? 0 : 3]!;
  const second = WEEK_PATTERNS[index % 5 === 4 ? 4 : index % 2 === 0 ? 1 : 2]!;
  return [
    { did: doctorId, oid: places.hospital.id, lat: places.hospital.lat, lon: places.hospital.lon, address: places.hospital.address, fee_paise: fee, ...first },
    { did: doctorId, oid: places.pharmacy.id, lat: places.pharmacy.lat, lon: places.pharmacy.lon, address: places.pharmacy.address, fee_paise: fee, status: index % 11 === 10 ? "Inactive" : "Active", ...second },
  ];
}
