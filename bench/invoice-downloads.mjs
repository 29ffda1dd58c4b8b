// Issue #32 item 2: 50 concurrent downloads of stored invoice PDFs from one running process → 0 errors, p95 < 100 ms.
// Against a server in demo mode on this machine (loopback only): logs in as the demo patient (bench/demo-patient.mjs),
// finds the invoices of their paid orders (the order page's own link, for the owner logged in: decision 0030), waits
// until each PDF is printed and stored (the first download may answer 503 'being prepared' with Retry-After), then
// fires the concurrent downloads as that owner and checks every body.
// Exits 1 when the downloads did not all happen, any failed, or p95 is over budget.
// Usage: node bench/invoice-downloads.mjs http://127.0.0.1:<port> [concurrent downloads, default 50]
import { demoPatient } from "./demo-patient.mjs";

const base = process.argv[2];
const downloads = Number(process.argv[3] ?? 50);
const P95_BUDGET_MS = 100;
if (!base || !["127.0.0.1", "localhost", "[::1]"].includes(new URL(base).hostname)) {
  console.error("usage: node bench/invoice-downloads.mjs http://127.0.0.1:<port> [downloads] (loopback only)");
  process.exit(2);
}
if (!Number.isInteger(downloads) || downloads < 1 || downloads > 200) {
  console.error("downloads: 1 to 200");
  process.exit(2);
}

const { cookie } = await demoPatient(base);
const home = await (await fetch(new URL("/", base), { headers: { cookie } })).text();
const orders = [...new Set([...home.matchAll(/\/trace\/test\/(\d+)/g)].map((m) => m[1]))];
const links = new Set();
for (const order of orders) {
  const page = await (await fetch(new URL(`/trace/test/${order}`, base), { headers: { cookie } })).text();
  for (const m of page.matchAll(/href="\/invoice\/(\d+)"/g)) links.add(`/invoice/${m[1]}/pdf?lang=en`);
}
const invoices = [...links];
console.log(`orders seen: ${orders.length}; invoices found: ${invoices.length}`);
if (invoices.length === 0) {
  console.error("no invoice link among the demo patient's orders: nothing to download");
  process.exit(1);
}

// Each invoice printed and stored before the measurement: asked for until it answers 200 (at most 2 minutes).
const sizes = new Map();
for (const link of invoices) {
  const until = Date.now() + 120_000;
  while (!sizes.has(link)) {
    const response = await fetch(new URL(link, base), { headers: { cookie } });
    const body = new Uint8Array(await response.arrayBuffer());
    if (response.status === 200) sizes.set(link, { bytes: body.byteLength, etag: response.headers.get("etag"), cache: response.headers.get("cache-control") });
    // 503: being printed; 429: an earlier run within the minute used this address's downloads.
    else if (![503, 429].includes(response.status) || Date.now() > until) {
      console.error(`${link.split("?")[0]} answered ${response.status} while waiting for its print`);
      process.exit(1);
    } else await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get("retry-after") ?? 5) * 1000));
  }
  const stored = sizes.get(link);
  console.log(`stored ${link.split("?")[0]}: ${stored.bytes} bytes, ETag ${stored.etag}, Cache-Control: ${stored.cache}`);
}

// The measurement: `downloads` at once, spread over the invoices, each body checked against the stored size. A first
// burst of 10 opens the server's database connections (a running server has them open) and is reported apart.
const burst = (count) =>
  Promise.all(
  Array.from({ length: count }, async (_, i) => {
    const link = invoices[i % invoices.length];
    const started = performance.now();
    try {
      const response = await fetch(new URL(link, base), { headers: { cookie } });
      const body = new Uint8Array(await response.arrayBuffer());
      const ms = performance.now() - started;
      const ok = response.status === 200 && body.byteLength === sizes.get(link).bytes && body[0] === 0x25; // "%PDF"
      return { ok, ms, status: response.status };
    } catch (error) {
      return { ok: false, ms: performance.now() - started, status: String(error) };
    }
  }),
);
const warm = await burst(Math.min(10, downloads));
console.log(`warm-up: ${warm.length} at once, ok ${warm.filter((r) => r.ok).length}, slowest ${Math.max(...warm.map((r) => r.ms)).toFixed(1)} ms`);
await new Promise((resolve) => setTimeout(resolve, 500));
const results = await burst(downloads);
const times = results.map((r) => r.ms).sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
const errors = results.filter((r) => !r.ok);
const statuses = Object.entries(results.reduce((count, r) => ({ ...count, [r.status]: (count[r.status] ?? 0) + 1 }), {}))
  .map(([status, n]) => `${status}×${n}`)
  .join(", ");
console.log(`downloads: ${results.length} at once over ${invoices.length} invoice(s); ok ${results.length - errors.length}, errors ${errors.length} (${statuses})`);
console.log(`latency: p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms (budget p95 < ${P95_BUDGET_MS} ms)`);
// The machine's floor at the same moment: the same burst of a static answer that reads no database and no file.
const floor = (await Promise.all(Array.from({ length: downloads }, async () => {
  const started = performance.now();
  await (await fetch(new URL("/robots.txt", base))).arrayBuffer();
  return performance.now() - started;
}))).sort((a, b) => a - b);
console.log(`floor (/robots.txt, ${downloads} at once): p50 ${floor[Math.ceil(floor.length / 2) - 1].toFixed(1)} ms, p95 ${floor[Math.ceil(floor.length * 0.95) - 1].toFixed(1)} ms`);
const passed = results.length === downloads && errors.length === 0 && pct(95) < P95_BUDGET_MS;
console.log(passed ? "PASS" : "FAIL");
process.exitCode = passed ? 0 : 1;
