// npm run db:seed -- --scale 1000   (bulk data for benchmarks, into DATABASE_URL or the embedded database)
import path from "node:path";
import { parseArgs } from "node:util";
import { loadReferenceData } from "../core/reference-data/load-reference-data";
import { openDatabase } from "../db/open-database";
import { countsForScale, generateScale } from "./generate-scale";

const { values } = parseArgs({ options: { scale: { type: "string", default: "1" } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 10_000) {
  console.error("usage: npm run db:seed -- --scale N   (N from 1 to 10000)");
  process.exit(2);
}
// The same two variables the server reads (see the README); the seed needs nothing else of its configuration.
const dataDir = path.resolve(process.env.DATA_DIR || "./data");
const { db, close } = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir, poolSize: 2, statementTimeoutMs: 0 });
try {
  await loadReferenceData(db);
  const counts = countsForScale(scale);
  const started = performance.now();
  await generateScale(db, counts);
  console.log(`scale ${scale}: ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await close();
}
