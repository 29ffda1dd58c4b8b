import { concat, MalformedFileError } from "./malformed-file";

const DROPPED = new Set(["EXIF", "XMP "]);
/** VP8X header flags: bit 3 says an EXIF chunk follows, bit 2 an XMP chunk. */
const EXIF_AND_XMP_FLAGS = 0x08 | 0x04;

const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The same WebP without its EXIF and XMP chunks, the VP8X flags and RIFF size updated to match. */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array {
  if (fourCc(bytes, 0) !== "RIFF" || fourCc(bytes, 8) !== "WEBP") throw new MalformedFileError("no WebP header");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > bytes.length) throw new MalformedFileError("WebP cut short");
  if (riffEnd !== bytes.length) throw new MalformedFileError("data after the end of the image");
  const chunks: Uint8Array[] = [];
  let at = 12;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) throw new MalformedFileError("WebP chunk header cut short");
    const type = fourCc(bytes, at);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd) throw new MalformedFileError("WebP chunk runs past the end");
    if (type === "VP8X") {
      const copy = bytes.slice(at, end);
      copy[8] = (copy[8] ?? 0) & ~EXIF_AND_XMP_FLAGS;
      chunks.push(copy);
    } else if (!DROPPED.has(type)) {
      chunks.push(bytes.subarray(at, end));
    }
    at = end;
  }
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, 4 + body.length, true);
  return concat([header, body]);
}
