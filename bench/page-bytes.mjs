// The bytes of each main page as the server sends it, with its scripts and without them (the Lighthouse floor: the
// page without its script elements, compressed again the same way), and the answer's headers, against TCP's first
// window: 10 segments of 1,460 bytes, headers included. A page past it costs a first visit on slow data one more
// round trip before its stylesheet (docs/performance.md, sessions 23 and 24).
//
// Usage: node bench/page-bytes.mjs [base URL, default http://127.0.0.1:3000] against `npm start` in demo mode.
import { demoPatient } from "./demo-patient.mjs";
import { brotliAsServed, withoutScriptElements } from "./lib/measured-page-proxy.mjs";

const FIRST_WINDOW_BYTES = 10 * 1460;

const base = process.argv[2] ?? "http://127.0.0.1:3000";
// The Lighthouse bench's own floor and compression (bench/lib/measured-page-proxy.mjs), so the two say the same.
const brotli = (text) => brotliAsServed(text).length;
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const patient = await demoPatient(base);
const pages = [
  ["home", "/", null],
  ["/doctors", "/doctors", null],
  ["/pharmacy", "/pharmacy", null],
  ["lab page", "/lab/Raiganj/test/lipid-profile", null],
  ["tracking page", patient.path, patient.cookie],
  ["My Lab Tests", "/", patient.cookie],
  ["/account/data", "/account/data", patient.cookie],
  ["/account/family", "/account/family", patient.cookie],
];
let over = 0;
console.log("| page | en | hi | bn |\n|---|---|---|---|");
for (const [label, path, cookie] of pages) {
  const cells = [];
  for (const language of ["en", "hi", "bn"]) {
    const headers = cookie ? { cookie: `${cookie}; lang=${language}` } : { "accept-language": language };
    const answer = await fetch(new URL(path, base), { headers: { ...headers, "accept-encoding": "br" } });
    if (!answer.ok) throw new Error(`${path} (${language}) answered ${answer.status}`);
    const html = await answer.text();
    // The status line and each header line as they go over the wire ("name: value\r\n"), and the blank line.
    const headerBytes = `HTTP/1.1 ${answer.status} ${answer.statusText}\r\n`.length + [...answer.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 2);
    const withScripts = brotli(html);
    const past = withScripts + headerBytes > FIRST_WINDOW_BYTES;
    over += past ? 1 : 0;
    cells.push(`${kilobytes(withScripts)} / ${kilobytes(brotli(withoutScriptElements(html)))}${past ? " **past the first window**" : ""}`);
  }
  console.log(`| ${label} | ${cells.join(" | ")} |`);
}
console.log(`\nwith scripts / floor, compressed; ${over} of ${pages.length * 3} pages past the first window (${FIRST_WINDOW_BYTES} bytes with the headers)`);
