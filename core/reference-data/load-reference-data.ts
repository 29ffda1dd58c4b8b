import { withAdvisoryLock } from "../../db/advisory-lock";
import type { Db } from "../../db/client";
import { pincodeFilePath } from "../../db/pincode-file";
import { loadTestCatalogue } from "../catalog/load-test-catalogue";
import { loadSpecialitiesIfEmpty } from "../doctors/load-specialities";
import { loadPincodesIfEmpty } from "../geo/load-pincodes";

export type ReferenceDataLoaded = { pincodes: number; tests: number; specialities: number };

/**
 * The data every database needs before the first page (pincodes, the test catalogue, the specialities), each
 * loaded only into an empty table. The one place start-up, the seed script, the benchmarks and the tests use.
 * One process at a time: two starting together on an empty database would otherwise both find it empty.
 */
export async function loadReferenceData(db: Db, log: (line: string) => void = () => {}): Promise<ReferenceDataLoaded> {
  return withAdvisoryLock(db, "nikat:reference-data", (locked) => loadIntoEmptyTables(locked, log));
}

async function loadIntoEmptyTables(db: Db, log: (line: string) => void): Promise<ReferenceDataLoaded> {
  const pincodes = await loadPincodesIfEmpty(db, pincodeFilePath());
  if (pincodes > 0) log(`${pincodes} pincodes loaded (GeoNames, CC BY 4.0)`);
  const tests = await loadTestCatalogue(db);
  if (tests > 0) log(`${tests} tests and packages added to the catalogue`);
  const specialities = await loadSpecialitiesIfEmpty(db);
  return { pincodes, tests, specialities };
}
