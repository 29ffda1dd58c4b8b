import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type PageEncoding = "br" | "gzip";

/** Answers smaller than this go out as they are: rendered pages here, everything else in @fastify/compress (server/app.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * The encoding for a page, from Accept-Encoding with its q-values: brotli or gzip, whichever the client weighs
 * higher, brotli on a tie (smaller at the same cost); none when neither is acceptable.
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: PageEncoding) => weights.get(name) ?? weights.get("*") ?? 0;
  const [best] = (["br", "gzip"] as const).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
  return best ?? null;
}

/** Output pieces as large as a page: one pass through zlib's thread pool, not one per 16 KB (the default). */
const CHUNK_BYTES = 256 * 1024;

/**
 * Brotli's quality for a page. 5 is the first level with brotli's context modelling: 8 % smaller pages than 4 (home
 * in Hindi 15.4 → 14.0 KB), for 0.6 ms more of the thread pool a page (docs/performance.md, session 24). 8 takes
 * another 3 % off (the lab page in Hindi 15.0 → 14.5 KB, My Lab Tests 14.9 → 14.5) for 0.5 ms more (1.25 → 1.75 ms,
 * medians, session 30); 9 and up cost tens of milliseconds. A page is one round trip of TCP's first window or two:
 * each kilobyte counts. bench/lib/measured-page-proxy.mjs compresses the floor's pages the same way.
 */
export const PAGE_BROTLI_QUALITY = 8;

/**
 * One page compressed in one call, in zlib's thread pool: the main thread, which renders every page, is what
 * limits the pages a second (about 1 ms a page there when compressed on it). The static files keep
 * @fastify/compress's default (quality 4): they are cached by the browser and the service worker.
 */
export async function compressPage(page: Buffer, acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding: PageEncoding | null }> {
  const encoding = page.length < COMPRESS_THRESHOLD_BYTES ? null : pageEncoding(acceptEncoding);
  if (encoding === "br") return { body: await brotli(page, { chunkSize: CHUNK_BYTES, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }), encoding };
  if (encoding === "gzip") return { body: await gzip(page, { chunkSize: CHUNK_BYTES }), encoding };
  return { body: page, encoding };
}
