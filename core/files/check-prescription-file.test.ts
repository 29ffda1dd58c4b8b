import { readFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { isAppError } from "../errors/app-error";
import { checkPrescriptionFile, PRESCRIPTION_MAX_BYTES } from "./check-prescription-file";
import { concat } from "./malformed-file";

/** Tiny photos Chromium's own encoders made (canvas.toBlob), with no metadata of their own. */
const photo = (ext: string) => new Uint8Array(readFileSync(new URL(`./test-files/photo.${ext}`, import.meta.url)));
const ascii = (text: string) => new TextEncoder().encode(text);
const u16be = (n: number) => new Uint8Array([n >> 8, n & 0xff]);
const u32be = (n: number) => new Uint8Array([n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]);
const u32le = (n: number) => new Uint8Array([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24]);
const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text, "latin1"));

/** A TIFF (Exif) block, big-endian, whose IFD0 points to a GPS IFD holding 22.5726° N, 88.3639° E (Kolkata). */
function exifWithGps(): Uint8Array {
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

function jpegWithExif(): Uint8Array {
  const jpeg = photo("jpg");
  const payload = concat([ascii("Exif\0\0"), exifWithGps()]);
  const app1 = concat([new Uint8Array([0xff, 0xe1]), u16be(payload.length + 2), payload]);
  const xmp = ascii("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPS-IN-XMP</x:xmpmeta>");
  const app1Xmp = concat([new Uint8Array([0xff, 0xe1]), u16be(xmp.length + 2), xmp]);
  return concat([jpeg.subarray(0, 2), app1, app1Xmp, jpeg.subarray(2)]);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([ascii(type), data]);
  return concat([u32be(data.length), typed, u32be(crc32(typed))]);
}

function pngWithMetadata(): Uint8Array {
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

function webpWithExif(): Uint8Array {
  const webp = photo("webp").slice();
  expect(String.fromCharCode(...webp.subarray(12, 16))).toBe("VP8X");
  webp[20] = (webp[20] ?? 0) | 0x08 | 0x04;
  const exif = exifWithGps();
  const xmp = ascii("<x:xmpmeta>GPS-IN-XMP</x:xmpmeta>");
  const pad = (b: Uint8Array) => (b.length % 2 ? concat([b, new Uint8Array(1)]) : b);
  const body = concat([webp.subarray(12), ascii("EXIF"), u32le(exif.length), pad(exif), ascii("XMP "), u32le(xmp.length), pad(xmp)]);
  return concat([ascii("RIFF"), u32le(4 + body.length), ascii("WEBP"), body]);
}

/** A HEIC laid out as phones write it: ftyp, meta (hdlr, iinf, iloc) and mdat with the image and its Exif item. */
function heicWithExif(): Uint8Array {
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

async function refusal(bytes: Uint8Array | null): Promise<string> {
  try {
    await checkPrescriptionFile(bytes);
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  return "accepted";
}

describe("checkPrescriptionFile: photos lose their metadata, nothing else", () => {
  it("JPEG: the Exif GPS block and XMP are removed, the image bytes are the camera's", async () => {
    const result = await checkPrescriptionFile(jpegWithExif());
    expect(result.mime).toBe("image/jpeg");
    expect(has(result.bytes, "GPS-POSITION-OF-THE-HOME")).toBe(false);
    expect(has(result.bytes, "Exif")).toBe(false);
    expect(has(result.bytes, "GPS-IN-XMP")).toBe(false);
    expect(Buffer.from(result.bytes).equals(Buffer.from(photo("jpg")))).toBe(true);
  });

  it("PNG: eXIf, tEXt and iTXt chunks are removed", async () => {
    const result = await checkPrescriptionFile(pngWithMetadata());
    expect(result.mime).toBe("image/png");
    expect(Buffer.from(result.bytes).equals(Buffer.from(photo("png")))).toBe(true);
  });

  it("WebP: EXIF and XMP chunks are removed and the VP8X flags and RIFF size say so", async () => {
    const result = await checkPrescriptionFile(webpWithExif());
    expect(result.mime).toBe("image/webp");
    expect(has(result.bytes, "GPS-POSITION-OF-THE-HOME")).toBe(false);
    expect(has(result.bytes, "GPS-IN-XMP")).toBe(false);
    expect((result.bytes[20] ?? 0) & 0x0c).toBe(0);
    expect(Buffer.from(result.bytes).readUInt32LE(4)).toBe(result.bytes.length - 8);
    const original = photo("webp");
    expect(Buffer.from(result.bytes.subarray(21)).equals(Buffer.from(original.subarray(21)))).toBe(true);
  });

  it("HEIC: the Exif item's data is blanked, the image item is untouched", async () => {
    const heic = heicWithExif();
    const result = await checkPrescriptionFile(heic);
    expect(result.mime).toBe("image/heic");
    expect(has(result.bytes, "GPS-POSITION-OF-THE-HOME")).toBe(false);
    expect(has(result.bytes, "HEVC-IMAGE-DATA-0123456789")).toBe(true);
    expect(result.bytes.length).toBe(heic.length);
  });

  it("PDF: accepted as it is", async () => {
    const pdf = ascii("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    expect(await checkPrescriptionFile(pdf)).toEqual({ bytes: pdf, mime: "application/pdf" });
  });

  it("PDF: bytes that merely begin like a script key (/JSX, /JS in a stream) are no reason to refuse", async () => {
    const pdf = ascii("%PDF-1.4\n1 0 obj << /Type /Catalog /JSX 1 >> endobj\nstream /JSON x\nendstream\n%%EOF\n");
    expect((await checkPrescriptionFile(pdf)).mime).toBe("application/pdf");
  });
});

describe("checkPrescriptionFile: refusals", () => {
  it("no file, or an empty one: 'Please upload the prescription'", async () => {
    expect(await refusal(null)).toBe("prescriptionMissing");
    expect(await refusal(new Uint8Array())).toBe("prescriptionMissing");
  });

  it("a text file named prescription.jpg is refused by its bytes", async () => {
    expect(await refusal(ascii("This is my prescription, honestly.\n"))).toBe("prescriptionType");
  });

  it("other real formats: GIF, ZIP, SVG", async () => {
    expect(await refusal(concat([ascii("GIF89a"), new Uint8Array(40)]))).toBe("prescriptionType");
    expect(await refusal(concat([new Uint8Array([0x50, 0x4b, 0x03, 0x04]), new Uint8Array(40)]))).toBe("prescriptionType");
    expect(await refusal(ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe("prescriptionType");
  });

  it("polyglots: data after the image's end, markup or a PDF inside a photo, script in a PDF", async () => {
    const jpeg = photo("jpg");
    expect(await refusal(concat([jpeg, ascii("PK\u0003\u0004 appended archive")]))).toBe("prescriptionType");
    expect(await refusal(concat([photo("png"), ascii("<html><script>alert(1)</script>")]))).toBe("prescriptionType");
    const comment = ascii("<script>alert(1)</script>");
    expect(await refusal(concat([jpeg.subarray(0, 2), new Uint8Array([0xff, 0xfe]), u16be(comment.length + 2), comment, jpeg.subarray(2)]))).toBe("prescriptionType");
    expect(await refusal(concat([jpeg.subarray(0, jpeg.length - 2), ascii("%PDF-1.4 obj"), jpeg.subarray(jpeg.length - 2)]))).toBe("prescriptionType");
    expect(await refusal(ascii("%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n"))).toBe("prescriptionType");
    const webp = photo("webp");
    expect(await refusal(concat([webp, ascii("trailing")]))).toBe("prescriptionType");
  });

  it("a photo cut short is refused", async () => {
    const jpeg = photo("jpg");
    expect(await refusal(jpeg.subarray(0, jpeg.length - 40))).toBe("prescriptionType");
    const png = photo("png");
    expect(await refusal(png.subarray(0, png.length - 12))).toBe("prescriptionType");
  });

  it("more than 10 MB is refused with 413", async () => {
    const big = new Uint8Array(PRESCRIPTION_MAX_BYTES + 1);
    big.set(photo("jpg").subarray(0, 4));
    expect(await refusal(big)).toBe("prescriptionTooLarge");
  });
});
