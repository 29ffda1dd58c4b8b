import { readFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import { concat } from "../malformed-file";
import { pdfFromObjects } from "../simple-pdf";

/** Tiny photos Chromium's own encoders made (canvas.toBlob), with no metadata of their own. */
export const photo = (ext: string) => new Uint8Array(readFileSync(new URL(`../test-files/photo.${ext}`, import.meta.url)));
export const ascii = (text: string) => new TextEncoder().encode(text);
export const u16be = (n: number) => new Uint8Array([n >> 8, n & 0xff]);
export const u32be = (n: number) => new Uint8Array([n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]);
const u32le = (n: number) => new Uint8Array([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24]);
export const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text, "latin1"));

/** A TIFF (Exif) block, big-endian, whose IFD0 points to a GPS IFD holding 22.5726° N, 88.3639° E (Kolkata). */
export function exifWithGps(): Uint8Array {
  const entry = (tag: number, type: number, count: number, value: Uint8Array) => concat([u16be(tag), u16be(type), u32be(count), value]);
  const ifd0 = concat([u16be(1), entry(0x8825, 4, 1, u32be(26)), u32be(0)]); // GPSInfo → offset 26
  const rationals = concat([u32be(22), u32be(1), u32be(34), u32be(1), u32be(21), u32be(1)]);
  const gps = concat([
    u16be(2),
    entry(0x0001, 2, 2, concat([ascii("N"), new Uint8Array(3)])), // GPSLatitudeRef
    entry(0x0002, 5, 3, u32be(26 + 2 + 24 + 4)), // GPSLatitude → the rationals after this IFD
    u32be(0),
  ]);
  return concat([ascii("MM"), u16be(42), u32be(8), ifd0, gps, rationals, ascii("GPS-POSITION-OF-THE-HOME")]);
}

export function jpegWithExif(): Uint8Array {
  const jpeg = photo("jpg");
  const payload = concat([ascii("Exif\0\0"), exifWithGps()]);
  const app1 = concat([new Uint8Array([0xff, 0xe1]), u16be(payload.length + 2), payload]);
  const xmp = ascii("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPS-IN-XMP</x:xmpmeta>");
  const app1Xmp = concat([new Uint8Array([0xff, 0xe1]), u16be(xmp.length + 2), xmp]);
  return concat([jpeg.subarray(0, 2), app1, app1Xmp, jpeg.subarray(2)]);
}

export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([ascii(type), data]);
  return concat([u32be(data.length), typed, u32be(crc32(typed))]);
}

export function pngWithMetadata(): Uint8Array {
  const png = photo("png");
  const iend = png.length - 12;
  return concat([
    png.subarray(0, iend),
    pngChunk("eXIf", exifWithGps()),
    pngChunk("tEXt", ascii("Comment\0GPS-IN-TEXT")),
    pngChunk("iTXt", ascii("XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>GPS-IN-XMP</x:xmpmeta>")),
    png.subarray(iend),
  ]);
}

export function webpWithExif(): Uint8Array {
  const webp = photo("webp").slice();
  if (String.fromCharCode(...webp.subarray(12, 16)) !== "VP8X") throw new Error("photo.webp is expected to be an extended WebP");
  webp[20] = (webp[20] ?? 0) | 0x08 | 0x04;
  const exif = exifWithGps();
  const xmp = ascii("<x:xmpmeta>GPS-IN-XMP</x:xmpmeta>");
  const pad = (b: Uint8Array) => (b.length % 2 ? concat([b, new Uint8Array(1)]) : b);
  const body = concat([webp.subarray(12), ascii("EXIF"), u32le(exif.length), pad(exif), ascii("XMP "), u32le(xmp.length), pad(xmp)]);
  return concat([ascii("RIFF"), u32le(4 + body.length), ascii("WEBP"), body]);
}

/** A HEIC laid out as phones write it: ftyp, meta (hdlr, iinf, iloc) and mdat with the image and its Exif item. */
export function heicWithExif(): Uint8Array {
  const box = (type: string, ...parts: Uint8Array[]) => {
    const body = concat(parts);
    return concat([u32be(8 + body.length), ascii(type), body]);
  };
  const full = (type: string, version: number, ...parts: Uint8Array[]) => box(type, new Uint8Array([version, 0, 0, 0]), ...parts);
  const image = ascii("HEVC-IMAGE-DATA-0123456789");
  const exif = concat([u32be(0), exifWithGps()]);
  const ftyp = box("ftyp", ascii("heic"), u32be(0), ascii("mif1heic"));
  const infe = (id: number, type: string) => full("infe", 2, u16be(id), u16be(0), ascii(type), new Uint8Array([0]));
  const build = (mdatStart: number) => {
    const iloc = full(
      "iloc",
      0,
      u16be(0x4400), // offset and length 4 bytes, no base offset
      u16be(2),
      concat([u16be(1), u16be(0), u16be(1), u32be(mdatStart), u32be(image.length)]),
      concat([u16be(2), u16be(0), u16be(1), u32be(mdatStart + image.length), u32be(exif.length)]),
    );
    const meta = full("meta", 0, full("hdlr", 0, u32be(0), ascii("pict"), new Uint8Array(13)), full("iinf", 0, u16be(2), infe(1, "hvc1"), infe(2, "Exif")), iloc);
    return { meta, headerLength: ftyp.length + meta.length + 8 };
  };
  const { meta } = build(build(0).headerLength);
  return concat([ftyp, meta, box("mdat", image, exif)]);
}

/** A JPEG segment (APPn, COM) with the given payload, put right after the start marker. */
export function jpegWithSegment(marker: number, payload: Uint8Array, jpeg = photo("jpg")): Uint8Array {
  return concat([jpeg.subarray(0, 2), new Uint8Array([0xff, marker]), u16be(payload.length + 2), payload, jpeg.subarray(2)]);
}

/** The test photo with only an Exif orientation tag (little-endian TIFF, IFD0 with Orientation = `value`). */
export function jpegWithOrientation(value: number): Uint8Array {
  const tiff = new Uint8Array([0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, value, 0, 0, 0, 0, 0, 0, 0]);
  return jpegWithSegment(0xe1, concat([ascii("Exif\0\0"), tiff]));
}

/** The test PNG with extra chunks before IEND. */
export function pngWith(...chunks: Uint8Array[]): Uint8Array {
  const png = photo("png");
  const iend = png.length - 12;
  return concat([png.subarray(0, iend), ...chunks, png.subarray(iend)]);
}

/** A valid PNG header for a width × height RGB image, with one tiny IDAT: a decompression bomb's shape. */
export function pngClaiming(width: number, height: number): Uint8Array {
  const ihdr = pngChunk("IHDR", concat([u32be(width), u32be(height), new Uint8Array([8, 2, 0, 0, 0])]));
  const idat = pngChunk("IDAT", new Uint8Array(deflateSync(new Uint8Array(64))));
  return concat([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, idat, pngChunk("IEND", new Uint8Array())]);
}

/**
 * A PDF written by hand from object bodies (object n is `objects[n-1]`; object 1 is the catalog), with an exact
 * cross-reference table, so readers and pdf-lib open it. `trailer` adds trailer entries.
 */
export function handPdf(objects: string[], trailer = ""): Uint8Array {
  return pdfFromObjects(objects, { trailer });
}

/** A one-page PDF whose catalog holds `catalogExtra` and whose page holds `pageExtra`; more objects from 4 on. */
export function pdfWithCatalog(catalogExtra: string, pageExtra = "", more: string[] = []): Uint8Array {
  return handPdf([
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${pageExtra} >>`,
    ...more,
  ]);
}
