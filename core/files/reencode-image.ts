import sharp from "sharp";

/** Issue #25: a photo of a prescription needs far less; more is a decompression bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ReencodableFormat = "jpeg" | "png" | "webp";
export type Reencoded = { ok: true; bytes: Uint8Array } | { ok: false; reason: "tooManyPixels" | "unreadable" };

/**
 * A new file of the same format drawn from the decoded pixels, turned upright by its Exif orientation first.
 * Nothing of the upload's bytes survives but the picture: no Exif, XMP, ICC, comments or private chunks (where
 * a location hides), nothing appended after the image (a polyglot). The size is read from the header before
 * any pixel is decoded, and libvips is told the same limit.
 */
export async function reencodeImage(bytes: Uint8Array, format: ReencodableFormat): Promise<Reencoded> {
  try {
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (header.width * header.height > MAX_IMAGE_PIXELS) return { ok: false, reason: "tooManyPixels" };
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).autoOrient();
    const encoded =
      format === "jpeg" ? image.jpeg({ quality: 90, mozjpeg: true }) : format === "png" ? image.png() : image.webp({ quality: 90 });
    return { ok: true, bytes: new Uint8Array(await encoded.toBuffer()) };
  } catch {
    // libvips answers an undecodable or over-limit image with a plain Error; either way the file is refused.
    return { ok: false, reason: "unreadable" };
  }
}
