import { assertNothingAfter, concat, MalformedFileError } from "./malformed-file";

const APP1 = 0xe1; // Exif (with its GPS block) and XMP
const APP13 = 0xed; // Photoshop IRB / IPTC
const COM = 0xfe; // free-text comment
const DROPPED = new Set([APP1, APP13, COM]);
const SOS = 0xda;
const EOI = 0xd9;

const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * The same JPEG without its Exif, XMP, IPTC and comment segments; every other byte is kept as it was.
 * The image must end with its EOI marker: anything but padding after it (an appended archive or script,
 * the usual polyglot) is refused.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new MalformedFileError("no JPEG start marker");
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  for (;;) {
    if (at + 1 >= bytes.length) throw new MalformedFileError("JPEG cut short");
    if (bytes[at] !== 0xff) throw new MalformedFileError("JPEG segment expected");
    while (bytes[at + 1] === 0xff) at++; // fill bytes
    const marker = bytes[at + 1] ?? 0;
    if (marker === EOI) {
      kept.push(bytes.subarray(at, at + 2));
      assertNothingAfter(bytes, at + 2);
      return concat(kept);
    }
    if (standalone(marker)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) throw new MalformedFileError("JPEG cut short");
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw new MalformedFileError("JPEG segment runs past the end");
    if (!DROPPED.has(marker)) kept.push(bytes.subarray(at, end));
    at = end;
    if (marker === SOS) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart marker.
      let scan = at;
      while (scan + 1 < bytes.length && !(bytes[scan] === 0xff && bytes[scan + 1] !== 0x00 && !standalone(bytes[scan + 1] ?? 0) && bytes[scan + 1] !== 0xff)) {
        scan++;
      }
      if (scan + 1 >= bytes.length) throw new MalformedFileError("JPEG cut short");
      kept.push(bytes.subarray(at, scan));
      at = scan;
    }
  }
}
