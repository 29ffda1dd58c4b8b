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
import { brotliCompressSync, brotliDecompressSync, constants, deflateSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";

const FONT_DELAY_MS = 1500;
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/g;

/** The floor's page: the page without any script element, inline or not. */
export const withoutScriptElements = (html) => html.replace(SCRIPT_ELEMENT, "");

/**
 * Each encoding a page may come in, undone and done again the same way, so the floor's HTML costs the simulated
 * connection what it would (server/compress-page.ts: brotli at PAGE_BROTLI_QUALITY, or gzip).
 */
const PAGE_BROTLI_QUALITY = 8;
/** A page compressed as the server compresses it in brotli. */
export const brotliAsServed = (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } });
const CODINGS = {
  br: { decode: brotliDecompressSync, encode: brotliAsServed },
  gzip: { decode: gunzipSync, encode: gzipSync },
  deflate: { decode: inflateSync, encode: deflateSync },
  identity: { decode: (bytes) => bytes, encode: (text) => Buffer.from(text) },
};

/** Sends the page without its script elements; true when it had any. */
async function withoutScripts(answer, response) {
  const coding = CODINGS[answer.headers["content-encoding"] ?? "identity"];
  if (!coding) throw new Error(`a page in ${answer.headers["content-encoding"]}, which the floor cannot undo`);
  const chunks = [];
  for await (const chunk of answer) chunks.push(chunk);
  const html = coding.decode(Buffer.concat(chunks)).toString("utf8");
  const stripped = withoutScriptElements(html);
  const body = coding.encode(stripped);
  const headers = { ...answer.headers, "content-length": String(body.length) };
  delete headers["transfer-encoding"];
  response.writeHead(answer.statusCode ?? 502, headers);
  response.end(body);
  return stripped !== html;
}

/** A proxy to `base`; `scripts: false` serves every HTML page without its script elements. Counts what it changed. */
export async function startMeasuredPageProxy(base, { scripts }) {
  const target = new URL(base);
  const counts = { fontsHeld: 0, pagesStripped: 0 };
  const server = http.createServer((request, response) => {
    const forward = () => {
      const options = { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers };
      const upstream = http.request(options, (answer) => {
        if (!scripts && String(answer.headers["content-type"]).startsWith("text/html")) {
          withoutScripts(answer, response).then(
            (stripped) => (counts.pagesStripped += stripped ? 1 : 0),
            () => response.destroy(),
          );
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
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
