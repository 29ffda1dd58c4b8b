import { sql } from "kysely";
import type { Db } from "../db/client";
import { SPECIALITIES } from "../core/doctors/specialities";
import type { HospitalType } from "../db/schema";
import { FIRST_NAMES, HOSPITAL_NAMES, LAB_NAMES, PHARMACY_NAMES, SURNAMES } from "./names";

export type ScaleCounts = { labs: number; pharmacies: number; hospitals: number; doctors: number; chambers: number; patients: number; sampleRequests: number };

/**
 * Scale 1 is a small town's worth; scale 1,000 gives 50,000 labs and pharmacies, 5,000 hospitals, 100,000 doctors,
 * 200,000 chambers, and 100,000 patients with 1,000,000 sample requests.
 */
export function countsForScale(scale: number): ScaleCounts {
  return { labs: 50 * scale, pharmacies: 50 * scale, hospitals: 5 * scale, doctors: 100 * scale, chambers: 200 * scale, patients: 100 * scale, sampleRequests: 1_000 * scale };
}

/** Where a sample request stands, in the proportions of a working month (most already reported). */
const REQUEST_STATES = [
  { status: "Pending Confirmation", payment: "Pending", report: "Pending" },
  { status: "Confirmed", payment: "Pending", report: "Pending" },
  { status: "Paid", payment: "Success", report: "Pending" },
  { status: "Agent Assigned", payment: "Success", report: "Pending" },
  { status: "Sample Collected", payment: "Success", report: "Pending" },
  { status: "Report Generated", payment: "Success", report: "Generated" },
  { status: "Report Generated", payment: "Success", report: "Generated" },
  { status: "Report Generated", payment: "Success", report: "Generated" },
  { status: "Cancelled", payment: "Pending", report: "Pending" },
];

/** Statuses an agent has been sent for. */
const WITH_AGENT = ["Agent Assigned", "Sample Collected", "Report Generated"];

const NAMES: Record<HospitalType, readonly string[]> = { Lab: LAB_NAMES, Pharmacy: PHARMACY_NAMES, Hospital: HOSPITAL_NAMES };

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
    if (counts.doctors > 0) {
      const specialities = SPECIALITIES.map((s) => s.name);
      await sql`
        insert into doctors (name, speciality, degree, hospital, about, thumbnail, rating, rating_by)
        select 'Dr. ' || (${FIRST_NAMES}::text[])[1 + g % ${FIRST_NAMES.length}] || ' ' || (${SURNAMES}::text[])[1 + (g / ${FIRST_NAMES.length}) % ${SURNAMES.length}],
               sp.name, 'MBBS, MD (' || sp.name || ')', (${HOSPITAL_NAMES}::text[])[1 + g % ${HOSPITAL_NAMES.length}] || ', ' || p.city,
               'Consults in ' || p.city || ' and nearby.', case when g % 3 = 0 then 'doctor-' || (1 + g % 4) || '.svg' end,
               round((3 + (g % 21) / 10.0)::numeric, 1), (g * 13) % 400
        from generate_series(1::bigint, ${counts.doctors}::bigint) g
        cross join (select count(*) as c from wb_pincodes) total
        join wb_pincodes p on p.n = 1 + (g * 6007) % total.c
        cross join lateral (select (${specialities}::text[])[1 + (g * 7) % ${specialities.length}] as name) sp
      `.execute(tx);
    }
    if (counts.chambers > 0) {
      // Each chamber sits in a pharmacy or hospital (its oid), at its place; weekday hours follow four patterns.
      await sql`
        create temporary table scale_places on commit drop as
        select row_number() over (order by id) as n, id, lat, lon, pincode, address from hospitals where type in ('Pharmacy', 'Hospital') and lat is not null
      `.execute(tx);
      await sql`
        create temporary table scale_doctors on commit drop as
        select row_number() over (order by id) as n, id from doctors
      `.execute(tx);
      const day = (start: string, end: string) => JSON.stringify({ is_open: true, start_time: start, end_time: end });
      const closed = JSON.stringify({ is_open: false, start_time: "", end_time: "" });
      await sql`
        insert into chambers (did, oid, status, pincode, address, lat, lon, fee_paise, sunday, monday, tuesday, wednesday, thursday, friday, saturday)
        select d.id, pl.id, case when g % 13 = 0 then 'Inactive' else 'Active' end, pl.pincode, pl.address, pl.lat, pl.lon, 20000 + (g % 7) * 10000,
               case when g % 4 = 0 then ${day("09:00", "12:00")} else ${closed} end,
               case when g % 2 = 0 then ${day("10:00", "13:00")} else ${day("17:00", "20:00")} end,
               case when g % 3 = 0 then '{}' else ${day("10:00", "13:00")} end,
               case when g % 2 = 0 then ${day("10:00", "13:00")} else ${day("17:00", "20:00")} end,
               case when g % 5 = 0 then 'not json' else ${day("16:00", "19:00")} end,
               case when g % 2 = 0 then ${day("10:00", "13:00")} else ${day("17:00", "20:00")} end,
               case when g % 4 = 1 then ${day("09:00", "12:00")} else ${closed} end
        from generate_series(1::bigint, ${counts.chambers}::bigint) g
        cross join (select count(*) as c from scale_doctors) dc
        cross join (select count(*) as c from scale_places) pc
        join scale_doctors d on d.n = 1 + (g - 1) % dc.c
        join scale_places pl on pl.n = 1 + (g * 7919) % pc.c
        where dc.c > 0 and pc.c > 0
      `.execute(tx);
    }
    if (counts.patients > 0) {
      // Fictional patients: generated 6xxxxxxxxx numbers, for benchmarks only (nothing is ever sent to them).
      await sql`
        insert into users (phone, name, gender, age, city, state, pincode)
        select '6' || lpad(((g * 7919 + 1234567) % 1000000000)::text, 9, '0'),
               (${FIRST_NAMES}::text[])[1 + g % ${FIRST_NAMES.length}] || ' ' || (${SURNAMES}::text[])[1 + (g / 7) % ${SURNAMES.length}],
               (array['Male', 'Female', 'Others'])[1 + (case when g % 50 = 0 then 2 else g % 2 end)], (18 + g % 70)::text,
               p.city, 'West Bengal', p.pincode
        from generate_series(1::bigint, ${counts.patients}::bigint) g
        cross join (select count(*) as c from wb_pincodes) total
        join wb_pincodes p on p.n = 1 + (g * 104729) % total.c
        on conflict (phone) do nothing
      `.execute(tx);
    }
    if (counts.sampleRequests > 0) {
      const states = REQUEST_STATES;
      await sql`
        create temporary table scale_patients on commit drop as
        select row_number() over (order by id) as n, id, phone, name, gender, age, city, pincode from users where role = 'patient'
      `.execute(tx);
      // About ten visits a day for each agent: one agent per 300 patients.
      await sql`
        insert into users (phone, name, role)
        select '7' || lpad(((g * 104723 + 7654321) % 1000000000)::text, 9, '0'),
               (${FIRST_NAMES}::text[])[1 + g % ${FIRST_NAMES.length}] || ' ' || (${SURNAMES}::text[])[1 + (g / 3) % ${SURNAMES.length}], 'agent'
        from generate_series(1::bigint, greatest(2, ${counts.patients}::bigint / 300)) g
        on conflict (phone) do nothing
      `.execute(tx);
      await sql`
        create temporary table scale_agents on commit drop as
        select row_number() over (order by id) as n, id, name from users where role = 'agent'
      `.execute(tx);
      await sql`
        create temporary table scale_labs on commit drop as
        select row_number() over (order by id) as n, id, name, email, phone, map, address, test_time, lat, lon from hospitals where type = 'Lab'
      `.execute(tx);
      await sql`
        insert into sample_requests (uid, phone, dob, gender, name, village, address, city, state, pincode, amount_paise, tests, status,
                                     lat, lon, date, report_status, payment_status, payment_date, agent_otp, lab_status, lab_assigned,
                                     lab_id, lab_name, lab_email, lab_phone, lab_map, lab_address, expected_time,
                                     agent_id, agent_name, agent_assigned, agent_assign_date, agent_assign_time, created_at, updated_at)
        select pa.id, pa.phone, pa.age, pa.gender, pa.name, pa.city, (1 + g % 200) || ', ' || pa.city, pa.city, 'West Bengal', pa.pincode,
               -- The amount is set with the tests (₹350 + ₹600), the spec's 'N/A' (null) before that.
               case when st.status = 'Pending Confirmation' then null else 95000 end,
               case when st.status = 'Pending Confirmation' then '[]'::jsonb
                    else jsonb_build_array(jsonb_build_object('test_name', 'Complete Blood Count (CBC)', 'amount_paise', 35000),
                                           jsonb_build_object('test_name', 'Lipid Profile', 'amount_paise', 60000)) end,
               st.status, lb.lat, lb.lon,
               -- The slot: the day after booking, in Kolkata, one half or the other.
               to_char((at + interval '1 day') at time zone 'Asia/Kolkata', 'YYYY-MM-DD') || (array[' 1st Half', ' 2nd Half'])[1 + g % 2],
               st.report, st.payment, case when st.payment = 'Paid' then to_char(at, 'DD/MM/YYYY') else 'Pending' end,
               (g * 7919) % 1000000,
               case when st.status = 'Pending Confirmation' then 'Pending Confirmation' else 'Accepted' end,
               case when st.status = 'Pending Confirmation' then 'Pending Confirmation' else 'Assigned' end,
               lb.id, lb.name, lb.email, lb.phone, lb.map, lb.address, lb.test_time,
               case when st.status = any(${WITH_AGENT}::text[]) then ag.id end,
               case when st.status = any(${WITH_AGENT}::text[]) then ag.name end,
               case when st.status = any(${WITH_AGENT}::text[]) then 'Assigned' else 'Pending' end,
               case when st.status = any(${WITH_AGENT}::text[]) then to_char((at + interval '1 day') at time zone 'Asia/Kolkata', 'YYYY-MM-DD') end,
               case when st.status = any(${WITH_AGENT}::text[]) then (array['08:00', '09:30', '11:00', '12:30', '14:00'])[1 + g % 5] end,
               at, at
        from generate_series(1::bigint, ${counts.sampleRequests}::bigint) g
        cross join (select count(*) as c from scale_agents) agc
        join scale_agents ag on ag.n = 1 + (g * 13) % agc.c
        cross join (select count(*) as c from scale_patients) pc
        cross join (select count(*) as c from scale_labs) lc
        join scale_patients pa on pa.n = 1 + (g * 31) % pc.c
        join scale_labs lb on lb.n = 1 + (g * 7) % lc.c
        cross join lateral (select (${JSON.stringify(states)}::jsonb -> (g % ${states.length})::int) as s) js
        cross join lateral (select js.s ->> 'status' as status, js.s ->> 'payment' as payment, js.s ->> 'report' as report) st
        cross join lateral (select now() - make_interval(mins => (g % 525600)::int) as at) t
        where pc.c > 0 and lc.c > 0
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
  // Vacuum, not only analyze: it also merges the search indexes' pending lists, which bulk inserts leave long.
  await sql`vacuum analyze doctors`.execute(db);
  await sql`vacuum analyze chambers`.execute(db);
  await sql`analyze users`.execute(db);
  await sql`analyze sample_requests`.execute(db);
}
