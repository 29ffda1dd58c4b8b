import fs from "node:fs";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressPage, PAGE_BROTLI_QUALITY, pageEncoding } from "./compress-page";

describe("pageEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0.9, br;q=0.9", "br"],
    ["br;q=0, gzip;q=0", null],
    ["*", "br"],
    ["*;q=0.1, gzip;q=0.5", "gzip"],
    ["GZIP ; Q=1", "gzip"],
    ["deflate", null],
    ["br;q=abc", "br"],
  ])("%j -> %j", (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});

describe("compressPage", () => {
  const page = Buffer.from(`<!DOCTYPE html><html><body>${"<p>নমস্কার, नमस्ते, hello</p>".repeat(200)}</body></html>`);

  it("gives back the same bytes, compressed as asked", async () => {
    const br = await compressPage(page, "gzip, br");
    expect(br.encoding).toBe("br");
    expect(br.body.length).toBeLessThan(page.length / 4);
    expect(zlib.brotliDecompressSync(br.body).equals(page)).toBe(true);
    const gzip = await compressPage(page, "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).equals(page)).toBe(true);
  });

  it("is brotli at the page quality, byte for byte, and the benches compress their floors the same way", async () => {
    const br = await compressPage(page, "br");
    expect(br.body.equals(zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }))).toBe(true);
    // bench/lib/measured-page-proxy.mjs is where the benches (Lighthouse's floor, bench/page-bytes.mjs) compress pages.
    const proxy = fs.readFileSync(new URL("../bench/lib/measured-page-proxy.mjs", import.meta.url), "utf8");
    expect(/const PAGE_BROTLI_QUALITY = (\d+);/.exec(proxy)?.[1]).toBe(String(PAGE_BROTLI_QUALITY));
  });

  it("sends small pages and clients without a usable encoding the page as it is", async () => {
    expect(await compressPage(page, undefined)).toEqual({ body: page, encoding: null });
    const small = Buffer.from("<p>hi</p>");
    expect(await compressPage(small, "gzip")).toEqual({ body: small, encoding: null });
  });
});
