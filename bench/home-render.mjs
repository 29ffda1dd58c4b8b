// Budget: server render of the home page, p50 <= 15 ms (ARCHITECTURE.md §11). Sequential requests from one
// client on loopback, so the number is the server's render time plus loopback overhead, not throughput.
// Usage: node bench/home-render.mjs [base URL, default http://localhost:3000] [requests, default 300] [path, default /]
const base = process.argv[2] ?? "http://localhost:3000";
const count = Number(process.argv[3] ?? 300);
const page = process.argv[4] ?? "/";
const url = new URL(page, base);

for (let i = 0; i < 20; i += 1) await (await fetch(url)).text(); // warm-up: JIT, pools, caches
const times = [];
for (let i = 0; i < count; i += 1) {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  await response.text();
  if (response.status !== 200) throw new Error(`status ${response.status}`);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);
console.log(`${page}: ${count} requests, p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, max ${times.at(-1).toFixed(2)} ms`);
