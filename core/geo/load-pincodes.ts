import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Db } from "../../db/client";
import type { PincodesTable } from "../../db/schema";

const BATCH = 2_000;

/**
 * India's pincodes (GeoNames, CC BY 4.0) are reference data every deployment needs: loaded from the
 * extract that ships with the code whenever the table is empty. Returns how many rows were loaded.
 */
export async function loadPincodesIfEmpty(db: Db, file: string): Promise<number> {
  const existing = await db.selectFrom("pincodes").select("pincode").limit(1).executeTakeFirst();
  if (existing) return 0;
  const rows = parsePincodeFile(zlib.gunzipSync(fs.readFileSync(path.resolve(file))).toString("utf8"));
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx.insertInto("pincodes").values(rows.slice(i, i + BATCH)).onConflict((oc) => oc.column("pincode").doNothing()).execute();
    }
  });
  return rows.length;
}

export function parsePincodeFile(text: string): PincodesTable[] {
  const [header, ...lines] = text.split("\n");
  if (header !== "pincode\tplaces\tsub_district\tdistrict\tstate\tlat\tlon") throw new Error("unexpected pincode file header");
  return lines
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [pincode = "", places = "", subDistrict = "", district = "", state = "", lat = "", lon = ""] = line.split("\t");
      return { pincode, places, sub_district: subDistrict || null, district, state, lat: Number(lat), lon: Number(lon) };
    });
}
