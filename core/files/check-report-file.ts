import { fileTypeFromBuffer } from "file-type/core";
import { AppError } from "../errors/app-error";
import { isPlainPdf, latin1 } from "./check-prescription-file";

/** Issue #15: a lab's report is a PDF of at most 20 MB. */
export const REPORT_MAX_BYTES = 20 * 1024 * 1024;

export const REPORT_ERROR = { missing: "reportMissing", tooLarge: "reportTooLarge", type: "reportType" } as const;

/** Checks an uploaded report by its bytes: a plain PDF (no scripts or embedded files), at most 20 MB. */
export async function checkReportFile(bytes: Uint8Array | null): Promise<{ bytes: Uint8Array; mime: "application/pdf" }> {
  if (!bytes || bytes.length === 0) throw new AppError(REPORT_ERROR.missing);
  if (bytes.length > REPORT_MAX_BYTES) throw new AppError(REPORT_ERROR.tooLarge, 413);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed?.mime !== "application/pdf" || !isPlainPdf(latin1(bytes))) throw new AppError(REPORT_ERROR.type, 415);
  return { bytes, mime: "application/pdf" };
}
