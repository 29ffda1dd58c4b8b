import { assertNothingAfter, concat, MalformedFileError } from "./malformed-file";

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Exif (GPS) and the three text chunks (XMP travels in iTXt, cameras and editors write tEXt/zTXt). */
const DROPPED = new Set(["eXIf", "tEXt", "iTXt", "zTXt"]);

/** The same PNG without its Exif and text chunks; nothing may follow IEND. */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array {
  if (!SIGNATURE.every((byte, i) => bytes[i] === byte)) throw new MalformedFileError("no PNG signature");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length) throw new MalformedFileError("PNG chunk runs past the end");
    if (!DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") {
      assertNothingAfter(bytes, at);
      return concat(kept);
    }
  }
  throw new MalformedFileError("PNG without IEND");
}
