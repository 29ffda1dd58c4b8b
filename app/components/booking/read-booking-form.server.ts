import {
  isMultipartRequest,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { PRESCRIPTION_MAX_BYTES } from "../../../core/files/check-prescription-file";

/** The form's text fields are tiny; this is room for them around the 10 MB file. */
const FIELDS_ALLOWANCE = 512 * 1024;

export type BookingFormRead =
  | { ok: true; values: Record<string, string>; prescription: Uint8Array | null }
  | { ok: false; problem: "notMultipart" | "tooLarge" | "malformed"; values: Record<string, string> };

/**
 * Streams the multipart booking form: the text fields, and the prescription kept in memory up to 10 MB (it is
 * checked and its metadata stripped before anything is stored). A bigger file stops the parse the moment it
 * passes the limit; the fields read until then are kept (the form sends the file last).
 */
export async function readBookingForm(request: Request): Promise<BookingFormRead> {
  const values: Record<string, string> = {};
  if (!isMultipartRequest(request)) return { ok: false, problem: "notMultipart", values };
  let prescription: Uint8Array | null = null;
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: PRESCRIPTION_MAX_BYTES,
      maxTotalSize: PRESCRIPTION_MAX_BYTES + FIELDS_ALLOWANCE,
      maxParts: 40,
      maxHeaderSize: 4096,
    })) {
      if (!part.name) continue;
      if (part.isFile || part.filename !== undefined) {
        if (part.name === "prescription" && part.size > 0) prescription = part.bytes;
      } else if (!(part.name in values)) {
        values[part.name] = part.text;
      }
    }
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) return { ok: false, problem: "tooLarge", values };
    if (error instanceof MultipartParseError || error instanceof TypeError) return { ok: false, problem: "malformed", values };
    throw error;
  }
  return { ok: true, values, prescription };
}
