import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const FILE = "in-pincodes.tsv.gz";

/**
 * The GeoNames pincode extract, from the sources (db/data, under tsx and Vitest) or from the build
 * (scripts/build-host.mjs bundles this module into build/host/start.js and copies the file beside it).
 */
export function pincodeFilePath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "data", FILE), path.join(here, FILE)];
  return candidates.find((file) => fs.existsSync(file)) ?? candidates[0]!;
}
