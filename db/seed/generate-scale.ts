import { sql } from "kysely";
import type { Db } from "../client";
import type { HospitalType } from "../schema";

export type ScaleCounts = { labs: number; pharmacies: number; hospitals: number };

/** Scale 1 is a small town's worth; scale 1,000 gives 50,000 labs, 50,000 pharmacies and 5,000 hospitals. */
export function countsForScale(scale: number): ScaleCounts {
  return { labs: 50 * scale, pharmacies: 50 * scale, hospitals: 5 * scale };
}

const NAMES: Record<HospitalType, string[]> = {
  Lab: ["Sanjeevani Diagnostics", "Arogya Pathology", "Suraksha Clinical Lab", "Nirnay Diagnostics", "Medicare Pathology", "Jibandeep Diagnostics", "Swasthya Path Lab"],
  Pharmacy: ["Maa Tara Medical Hall", "Sebayan Pharmacy", "Arogya Medicine Centre", "Janata Medical Stores", "Life Line Chemists", "Sunrise Medicos", "Nabajiban Pharmacy"],
  Hospital: ["District Hospital", "Seva Sadan Nursing Home", "Matri Sadan Hospital", "Sushrusha Nursing Home", "Nabajiban Hospital"],
};

/**
 * Bulk demo data for benchmarks, generated inside PostgreSQL (generate_series), so tens of thousands of
 * rows take seconds. Places are real West Bengal pincodes with a little jitter; random() is seeded, so a
 * scale gives the same rows every time. Every lab offers about 60% of the test catalogue.
 */
export async function generateScale(db: Db, counts: ScaleCounts): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`select setseed(0.733134)`.execute(tx);
    await sql`
      create temporary table wb_pincodes on commit drop as
      select row_number() over (order by pincode) as n, pincode, split_part(places, '|', 1) as place,
             coalesce(nullif(sub_district, ''), district) as city, lat, lon
      from pincodes where state = 'West Bengal'
    `.execute(tx);
    for (const [type, count] of [["Lab", counts.labs], ["Pharmacy", counts.pharmacies], ["Hospital", counts.hospitals]] as const) {
      if (count <= 0) continue;
      const names = NAMES[type];
      await sql`
        insert into hospitals (type, name, slug, phone, address, city, pincode, map, lat, lon, test_time, is_open, open_time, close_time, rating, rated_by, pin)
        select ${type}, pt.name || ', ' || p.city,
               lower(regexp_replace(pt.name || ' ' || p.city || ' ' || g, '[^a-zA-Z0-9]+', '-', 'g')),
               (6 + g % 4)::text || lpad(((g * 104729) % 1000000000)::text, 9, '0'),
               (1 + g % 200) || ', ' || p.place || ', ' || p.city || ', West Bengal ' || p.pincode,
               p.city, p.pincode,
               round(pt.lat::numeric, 6) || ',' || round(pt.lon::numeric, 6), pt.lat, pt.lon,
               case when ${type} = 'Lab' then '7:00 am – 8:00 pm' end,
               case when g % 7 = 0 then 'No' else 'Yes' end,
               (array['07:00', '08:00', '09:00'])[1 + g % 3],
               (array['20:00', '21:00', '22:00', '23:30'])[1 + g % 4],
               round((3 + (g % 21) / 10.0)::numeric, 1), (g * 37) % 500,
               ${type} = 'Hospital'
        from generate_series(1::bigint, ${count}::bigint) g
        cross join (select count(*) as c from wb_pincodes) total
        join wb_pincodes p on p.n = 1 + (g * 7919) % total.c
        cross join lateral (
          select p.lat + (random() - 0.5) * 0.03 as lat, p.lon + (random() - 0.5) * 0.03 as lon,
                 (${names}::text[])[1 + (g * 31) % ${names.length}] as name
        ) pt
      `.execute(tx);
    }
    await sql`
      insert into lab_tests (lab_id, test_id, price_paise)
      select h.id, t.id, greatest(5000, round(t.price_paise * (0.9 + random() * 0.2) / 1000) * 1000)
      from hospitals h cross join tests t
      where h.type = 'Lab' and random() < 0.6
      on conflict do nothing
    `.execute(tx);
  });
  await sql`analyze hospitals`.execute(db);
  await sql`analyze lab_tests`.execute(db);
}
