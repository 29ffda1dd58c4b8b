import {
  isMultipartRequest,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { AppError, isAppError, type AppErrorCode } from "../../core/errors/app-error";
import { hasHiddenCharacters, isCleanText } from "../../core/forms/hidden-characters";

/** One file field a form takes, read with its own limit (a 10 MB prescription inside a slightly larger body). */
export type UploadField = {
  name: string;
  maxBytes: number;
  /** The AppError code of a file over maxBytes (its translated message says the limit). */
  tooLarge: AppErrorCode;
};

/**
 * Streams a multipart form within maxBytes: each text field into `into` as it arrives (so what came before a
 * problem can still be shown again), the upload field's bytes kept in memory up to its own limit. A file over its
 * limit stops the parse the moment it passes it (AppError `upload.tooLarge`, 413); a body over maxBytes is 413
 * payloadTooLarge; not multipart 415; a body that does not parse, or a text field with hidden characters, 400. An empty
 * file input (nothing chosen) is null.
 */
export async function readMultipartForm(request: Request, options: { maxBytes: number; upload: UploadField; into: FormData }): Promise<Uint8Array | null> {
  if (!isMultipartRequest(request)) throw new AppError("unsupportedMediaType", 415);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > options.maxBytes) throw new AppError("payloadTooLarge", 413);
  const { upload, into } = options;
  let file: Uint8Array | null = null;
  try {
    for await (const part of parseMultipartRequest(request, { maxFileSize: upload.maxBytes, maxTotalSize: options.maxBytes, maxParts: 40, maxHeaderSize: 4096 })) {
      if (!part.name) continue;
      if (part.isFile || part.filename !== undefined) {
        if (part.name === upload.name && part.size > 0) file = part.bytes;
      } else {
        // A text field as it is parsed, by its bytes (review L1: a NUL in the booking's requestKey was a 500).
        if (hasHiddenCharacters(part.name) || !isCleanText(part.bytes)) throw new AppError("hiddenCharacters", 400);
        if (!into.has(part.name)) into.set(part.name, part.text);
      }
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    if (error instanceof MaxFileSizeExceededError) throw new AppError(upload.tooLarge, 413);
    if (error instanceof MaxTotalSizeExceededError) throw new AppError("payloadTooLarge", 413);
    if (error instanceof MultipartParseError || error instanceof TypeError) throw new AppError("badForm", 400);
    // The host's body stream fails with its own 413 AppError, or the client went away mid-body.
    if (isAppError((error as { cause?: unknown }).cause)) throw (error as { cause: AppError }).cause;
    throw new AppError("badForm", 400);
  }
  return file;
}
