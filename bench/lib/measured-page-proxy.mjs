// What Lighthouse loads goes through this proxy, for two reasons, both measured (docs/performance.md, session 23).
//
// Fonts arrive late, as on the phone. A first visit over mobile data never has our web fonts in its first paint: they
// are found only once the stylesheet is in, are 14–50 KB each, and `font-display: optional` (app/fonts.css) draws the
// page in the phone's own font rather than wait. Over loopback they arrive within a few milliseconds of being asked
// for, sometimes just before the first paint and sometimes just after, and Lighthouse's simulation counts their
// slow-4G download into the largest paint or not: ±450 ms (en) to ±1 s (hi, bn) between two runs of one page. Each
// font is held back here until well after the first paint; everything else passes straight through.
//
// The floor is the page without its scripts. Blocking the scripts' URLs (Lighthouse's blockedUrlPatterns) still lets
// the page's inline starter ask for them after the first frame; a blocked request fails at once, so in most runs it
// "ends" before the first paint is recorded, and the simulation then charges a slow-4G round trip for each of ~20 of
// them: the floor's largest paint came out 1.1 s or 1.8 s at random. Here the floor's HTML comes without any script
// element, inline or not: the page as the server draws it, asking for nothing it will not use. (Chrome with
// JavaScript switched off cannot be measured: Lighthouse needs the debugger, which then refuses to start.)
import http from "node:http";
import {
  brotliCompressSync,
  constants,
  createBrotliDecompress,
  createGunzip,
  createInflate,
  gzipSync,
} from "node:zlib";

const FONT_DELAY_MS = 1500;
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/g;

const decoded = (answer) => {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return answer.pipe(createBrotliDecompress());
  if (encoding === "gzip") return answer.pipe(createGunzip());
  if (encoding === "deflate") return answer.pipe(createInflate());
  return answer;
};

async function withoutScripts(answer, response) {
  const chunks = [];
  for await (const chunk of decoded(answer)) chunks.push(chunk);
  const html = Buffer.concat(chunks).toString("utf8");
  const stripped = html.replace(SCRIPT_ELEMENT, "");
  // Compressed again as the server sent it (server/compress-page.ts: brotli at quality 4), so the floor's HTML costs
  // the simulated connection what it would.
  const encoding = answer.headers["content-encoding"];
  const body =
    encoding === "br"
      ? brotliCompressSync(stripped, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
        })
      : encoding === "gzip"
        ? gzipSync(stripped)
        : Buffer.from(stripped);
  const headers = { ...answer.headers, "content-length": String(body.length) };
  if (encoding !== "br" && encoding !== "gzip")
    delete headers["content-encoding"];
  delete headers["transfer-encoding"];
  response.writeHead(answer.statusCode ?? 502, headers);
  response.end(body);
  return html.length - stripped.length > 0;
}

/** A proxy to `base`; `scripts: false` serves every HTML page without its script elements. Counts what it changed. */
export async function startMeasuredPageProxy(base, { scripts }) {
  const target = new URL(base);
  const counts = { fontsHeld: 0, pagesStripped: 0 };
  const server = http.createServer((request, response) => {
    const forward = () => {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          if (
            !scripts &&
            String(answer.headers["content-type"]).startsWith("text/html")
          ) {
            withoutScripts(answer, response).then(
              (stripped) => (counts.pagesStripped += stripped ? 1 : 0),
              () => response.destroy(),
            );
            return;
          }
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on("error", () => response.destroy());
      request.pipe(upstream);
    };
    if (new URL(request.url ?? "/", target).pathname.endsWith(".woff2")) {
      counts.fontsHeld += 1;
      setTimeout(forward, FONT_DELAY_MS);
    } else forward();
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
