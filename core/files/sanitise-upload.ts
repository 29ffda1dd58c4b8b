import { fileTypeFromBuffer } from "file-type/core";
import type { AppErrorCode } from "../errors/app-error";
import { inspectPdf, type PdfVerdict } from "./inspect-pdf";
import { MalformedFileError } from "./malformed-file";
import { reencodeImage, type ReencodableFormat } from "./reencode-image";
import { stripHeifMetadata } from "./strip-heif-metadata";
import { PRESCRIPTION_ERROR, PRESCRIPTION_MAX_BYTES, REPORT_ERROR, REPORT_MAX_BYTES } from "./upload-limits";

export type UploadKind = "prescription" | "report";
export type SanitisedUpload = { ok: true; bytes: Uint8Array; mime: string } | { ok: false; code: AppErrorCode; status: number };

type Handling = { reencode: ReencodableFormat } | { heif: true } | { pdf: true };

/** Decided by the bytes (file-type), never by the name or the browser's type. */
const ACCEPTED: Record<UploadKind, Record<string, Handling>> = {
  prescription: {
    "image/jpeg": { reencode: "jpeg" },
    "image/png": { reencode: "png" },
    "image/webp": { reencode: "webp" },
    // sharp's prebuilt libvips has no HEVC decoder: HEIC keeps its bytes, minus its Exif and XMP items.
    "image/heic": { heif: true },
    "image/heif": { heif: true },
    "application/pdf": { pdf: true },
  },
  report: { "application/pdf": { pdf: true } },
};

const LIMITS = {
  prescription: { maxBytes: PRESCRIPTION_MAX_BYTES, errors: PRESCRIPTION_ERROR },
  report: { maxBytes: REPORT_MAX_BYTES, errors: REPORT_ERROR },
} as const;

/**
 * Markup or a second format inside a file: it is two things at once (a polyglot). Each pattern is long enough
 * that a 10 MB photo's compressed bytes do not hold it by chance (about 1 in 2,500 for the shortest).
 */
const FOREIGN_IN_IMAGE = /<script|<html|<svg[\s>]|<\?php|<!doctype|%PDF-/i;
const FOREIGN_IN_PDF = /<script|<html|<\?php/;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

/**
 * The one gate for uploaded health files (decision 0013): the type by its bytes, the size, then
 * - JPEG, PNG, WebP re-encoded by sharp (no metadata, nothing appended, at most 40 megapixels, upright);
 * - HEIC/HEIF with its Exif and XMP items blanked;
 * - PDF parsed by pdf-lib and refused if it holds scripts, actions that launch, submit or import, embedded
 *   files or media, links to other files or non-web addresses, or is encrypted or unreadable.
 * A refusal names a translated message (`errors.<code>`) and its 4xx status.
 */
export async function sanitiseUpload(bytes: Uint8Array | null, kind: UploadKind): Promise<SanitisedUpload> {
  const { maxBytes, errors } = LIMITS[kind];
  const refuse = (code: AppErrorCode, status = 415): SanitisedUpload => ({ ok: false, code, status });
  if (!bytes || bytes.length === 0) return refuse(errors.missing, 400);
  if (bytes.length > maxBytes) return refuse(errors.tooLarge, 413);
  const sniffed = await fileTypeFromBuffer(bytes);
  const handling = sniffed ? ACCEPTED[kind][sniffed.mime] : undefined;
  if (!sniffed || !handling) return refuse(errors.type);
  const mime = sniffed.mime;
  const text = latin1(bytes);

  if ("pdf" in handling) {
    if (FOREIGN_IN_PDF.test(text)) return refuse(errors.pdfActive);
    const verdict: PdfVerdict = await inspectPdf(bytes);
    if (verdict === "active") return refuse(errors.pdfActive);
    if (verdict === "encrypted") return refuse(errors.pdfLocked);
    if (verdict === "unreadable") return refuse(errors.pdfUnreadable);
    return { ok: true, bytes, mime };
  }
  if (FOREIGN_IN_IMAGE.test(text)) return refuse(errors.type);
  if ("heif" in handling) {
    try {
      return { ok: true, bytes: stripHeifMetadata(bytes), mime };
    } catch (error) {
      if (error instanceof MalformedFileError || error instanceof RangeError) return refuse(errors.type);
      throw error;
    }
  }
  const reencoded = await reencodeImage(bytes, handling.reencode);
  if (!reencoded.ok) return reencoded.reason === "tooManyPixels" ? refuse(PRESCRIPTION_ERROR.tooManyPixels, 413) : refuse(errors.type);
  return { ok: true, bytes: reencoded.bytes, mime };
}
