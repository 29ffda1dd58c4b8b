import { fileTypeFromBuffer } from "file-type/core";
import { AppError } from "../errors/app-error";
import { MalformedFileError } from "./malformed-file";
import { stripHeifMetadata } from "./strip-heif-metadata";
import { stripJpegMetadata } from "./strip-jpeg-metadata";
import { stripPngMetadata } from "./strip-png-metadata";
import { stripWebpMetadata } from "./strip-webp-metadata";

/** ARCHITECTURE.md §13: a prescription is at most 10 MB. */
export const PRESCRIPTION_MAX_BYTES = 10 * 1024 * 1024;

/** Error codes (common namespace `errors.<code>`). */
export const PRESCRIPTION_ERROR = {
  missing: "prescriptionMissing",
  tooLarge: "prescriptionTooLarge",
  type: "prescriptionType",
} as const;

type Accepted = { mime: string; strip: ((bytes: Uint8Array) => Uint8Array) | null };

/** Decided by the bytes (file-type), never by the name or the browser's type. */
const ACCEPTED: Record<string, Accepted> = {
  "image/jpeg": { mime: "image/jpeg", strip: stripJpegMetadata },
  "image/png": { mime: "image/png", strip: stripPngMetadata },
  "image/webp": { mime: "image/webp", strip: stripWebpMetadata },
  "image/heic": { mime: "image/heic", strip: stripHeifMetadata },
  "image/heif": { mime: "image/heif", strip: stripHeifMetadata },
  "application/pdf": { mime: "application/pdf", strip: null },
};

/**
 * Markup or a second format inside a photo: the file is two things at once (a polyglot). Each pattern is long
 * enough that a 10 MB photo's compressed bytes do not hold it by chance (about 1 in 2,500 for the shortest).
 */
const FOREIGN_IN_IMAGE = /<script|<html|<svg[\s>]|<\?php|<!doctype|%PDF-/i;
/** Active content a prescription never needs, and markup a browser would run; /JS only as a PDF key with its value. */
const FOREIGN_IN_PDF = /<script|<html|<\?php|\/JavaScript|\/JS\s*(?:\(|<|\d+\s+\d+\s+R)|\/Launch|\/EmbeddedFile|\/RichMedia/;

/** A whole PDF (header and end marker) with no scripts, launch actions, embedded files or markup in it. */
export function isPlainPdf(text: string): boolean {
  return text.startsWith("%PDF-") && text.slice(-1024).includes("%%EOF") && !FOREIGN_IN_PDF.test(text);
}

export function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
}

/**
 * Checks an uploaded prescription and returns the bytes to store: JPEG, PNG, WebP, HEIC/HEIF or PDF by its
 * bytes, at most 10 MB, photos without their Exif/XMP metadata. Anything else, a damaged file or a polyglot
 * is an AppError with a code the form translates.
 */
export async function checkPrescriptionFile(bytes: Uint8Array | null): Promise<{ bytes: Uint8Array; mime: string }> {
  if (!bytes || bytes.length === 0) throw new AppError(PRESCRIPTION_ERROR.missing);
  if (bytes.length > PRESCRIPTION_MAX_BYTES) throw new AppError(PRESCRIPTION_ERROR.tooLarge, 413);
  const sniffed = await fileTypeFromBuffer(bytes);
  const accepted = sniffed ? ACCEPTED[sniffed.mime] : undefined;
  if (!accepted) throw new AppError(PRESCRIPTION_ERROR.type, 415);
  const text = latin1(bytes);
  if (accepted.strip === null) {
    if (!isPlainPdf(text)) throw new AppError(PRESCRIPTION_ERROR.type, 415);
    return { bytes, mime: accepted.mime };
  }
  if (FOREIGN_IN_IMAGE.test(text)) throw new AppError(PRESCRIPTION_ERROR.type, 415);
  try {
    return { bytes: accepted.strip(bytes), mime: accepted.mime };
  } catch (error) {
    if (error instanceof MalformedFileError || error instanceof RangeError) throw new AppError(PRESCRIPTION_ERROR.type, 415);
    throw error;
  }
}
