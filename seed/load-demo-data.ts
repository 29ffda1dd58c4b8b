import { sql } from "kysely";
import { AREAS } from "../core/geo/areas";
import { withAdvisoryLock } from "../db/advisory-lock";
import type { Db } from "../db/client";
import type { HospitalType } from "../db/schema";
import { demoChambers, demoDoctors } from "./demo-doctors";
import { demoLabs } from "./demo-labs";
import { loadDemoFamily } from "./demo-family";
import { loadDemoPrivacy } from "./demo-privacy";
import { loadDemoResults } from "./demo-results";
import { loadDemoWhatsAppChat } from "./demo-whatsapp-chat";
import { loadDemoSampleRequests } from "./demo-sample-requests";
import { demoHospitals, demoPharmacies } from "./demo-places";
import { seededRandom } from "./random";

type Tx = Parameters<Parameters<ReturnType<Db["transaction"]>["execute"]>[0]>[0];

const hasAny = async (tx: Tx, type: HospitalType) => Boolean(await tx.selectFrom("hospitals").select("id").where("type", "=", type).limit(1).executeTakeFirst());

/**
 * Loads each kind of demo data that the database does not hold yet (labs, pharmacies, hospitals, doctors, the
 * demo patient with a few sample requests),
 * so a database from an earlier release gains the kinds added since. Returns the kinds it loaded.
 */
export async function loadMissingDemoData(db: Db): Promise<string[]> {
  // One process at a time: two starting together on an empty database would otherwise both find it empty.
  return withAdvisoryLock(db, "nikat:demo-data", (locked) => locked.transaction().execute(async (tx) => {
    const loaded: string[] = [];
    if (!(await hasAny(tx, "Lab"))) {
      await loadLabs(tx);
      loaded.push("labs");
    }
    if (!(await hasAny(tx, "Pharmacy"))) {
      await tx.insertInto("hospitals").values(demoPharmacies()).execute();
      loaded.push("pharmacies");
    }
    if (!(await hasAny(tx, "Hospital"))) {
      await tx.insertInto("hospitals").values(demoHospitals()).execute();
      loaded.push("hospitals");
    }
    if (!(await tx.selectFrom("doctors").select("id").limit(1).executeTakeFirst())) {
      await loadDoctors(tx);
      loaded.push("doctors");
    }
    if (loaded.length > 0) await setNearestPincodes(tx);
    if (await loadDemoSampleRequests(tx)) loaded.push("demo patient's sample requests");
    if (await loadDemoFamily(tx)) loaded.push("demo patient's family");
    if (await loadDemoPrivacy(tx)) loaded.push("demo patient's staff reads and grievance");
    if (await loadDemoResults(tx)) loaded.push("demo family's test values");
    if (await loadDemoWhatsAppChat(tx)) loaded.push("a WhatsApp conversation waiting for staff");
    return loaded;
  }));
}

async function loadLabs(tx: Tx) {
  const labs = await tx.insertInto("hospitals").values(demoLabs()).returning("id").execute();
  const tests = await tx.selectFrom("tests").select(["id", "price_paise"]).orderBy("id").execute();
  const random = seededRandom(733_134);
  // Each lab does most of the catalogue, at its own price within 10% of the usual one (whole ₹10).
  const offers = labs.flatMap((lab) =>
    tests
      .filter(() => random.next() < 0.85)
      .map((test) => ({ lab_id: lab.id, test_id: test.id, price_paise: Math.max(5_000, Math.round((test.price_paise * (0.9 + random.next() * 0.2)) / 1_000) * 1_000) })),
  );
  if (offers.length > 0) await tx.insertInto("lab_tests").values(offers).execute();
}

/** Doctors sit in the demo hospital of their area and, on other days, in one of its demo pharmacies. */
async function loadDoctors(tx: Tx) {
  const places = await tx
    .selectFrom("hospitals")
    .select(["id", "type", "city", "lat", "lon", "address", "name"])
    .where("type", "in", ["Hospital", "Pharmacy"])
    .where("email", "like", "%@places.nikat.example")
    .orderBy("id")
    .execute();
  const inArea = (type: HospitalType, areaIndex: number, nth = 0) => {
    const area = AREAS[areaIndex]!.name;
    const here = places.filter((p) => p.type === type && p.city === area);
    const place = here[nth % Math.max(here.length, 1)];
    return place && place.lat !== null && place.lon !== null ? { id: place.id, name: place.name, lat: place.lat, lon: place.lon, address: place.address ?? area } : null;
  };
  const doctors = demoDoctors((areaIndex) => inArea("Hospital", areaIndex)?.name ?? AREAS[areaIndex]!.name);
  const ids = await tx.insertInto("doctors").values(doctors.map((d) => d.doctor)).returning("id").execute();
  const chambers = doctors.flatMap(({ areaIndex }, index) => {
    const hospital = inArea("Hospital", areaIndex);
    const pharmacy = inArea("Pharmacy", areaIndex, index);
    return hospital && pharmacy ? demoChambers(ids[index]!.id, index, { hospital, pharmacy }) : [];
  });
  if (chambers.length > 0) await tx.insertInto("chambers").values(chambers).execute();
}

/** Every demo place and chamber gets the pincode nearest to it (the chosen-pincode views filter on it). */
async function setNearestPincodes(tx: Tx) {
  const nearest = (table: "hospitals" | "chambers") => sql`
    update ${sql.table(table)} t set pincode = (
      select p.pincode from pincodes p
      where p.lat between t.lat - 0.3 and t.lat + 0.3 and p.lon between t.lon - 0.3 and t.lon + 0.3
      order by (p.lat - t.lat) ^ 2 + ((p.lon - t.lon) * cos(radians(t.lat))) ^ 2
      limit 1
    )
    where t.pincode is null and t.lat is not null and t.lon is not null`;
  await nearest("hospitals").execute(tx);
  await nearest("chambers").execute(tx);
}
