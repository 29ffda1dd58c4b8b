/** ARCHITECTURE.md §13: a prescription is at most 10 MB. */
export const PRESCRIPTION_MAX_BYTES = 10 * 1024 * 1024;

/** Issue #15: a lab's report is a PDF of at most 20 MB. */
export const REPORT_MAX_BYTES = 20 * 1024 * 1024;

/** Error codes (common namespace `errors.<code>`). */
export const PRESCRIPTION_ERROR = {
  missing: "prescriptionMissing",
  tooLarge: "prescriptionTooLarge",
  type: "prescriptionType",
  tooManyPixels: "prescriptionTooManyPixels",
  pdfActive: "prescriptionPdfActive",
  pdfLocked: "prescriptionPdfLocked",
  pdfUnreadable: "prescriptionPdfUnreadable",
} as const;

export const REPORT_ERROR = {
  missing: "reportMissing",
  tooLarge: "reportTooLarge",
  type: "reportType",
  pdfActive: "reportPdfActive",
  pdfLocked: "reportPdfLocked",
  pdfUnreadable: "reportPdfUnreadable",
} as const;
