// npm run db:seed -- --scale 1000   (bulk data for benchmarks, into DATABASE_URL or the embedded database)
import path from "node:path";
import { parseArgs } from "node:util";
import { loadTestCatalogueIfEmpty } from "../../core/catalog/load-test-catalogue";
import { loadSpecialitiesIfEmpty } from "../../core/doctors/load-specialities";
import { loadPincodesIfEmpty } from "../../core/geo/load-pincodes";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../open-database";
import { countsForScale, generateScale } from "./generate-scale";

const { values } = parseArgs({ options: { scale: { type: "string", default: "1" } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 10_000) {
  console.error("usage: npm run db:seed -- --scale N   (N from 1 to 10000)");
  process.exit(2);
}
const config = loadConfig();
const { db, close } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await loadPincodesIfEmpty(db, path.resolve(import.meta.dirname, "data/in-pincodes.tsv.gz"));
  await loadTestCatalogueIfEmpty(db);
  await loadSpecialitiesIfEmpty(db);
  const counts = countsForScale(scale);
  const started = performance.now();
  await generateScale(db, counts);
  console.log(`scale ${scale}: ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await close();
}
