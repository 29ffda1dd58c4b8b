import { z } from "zod";
import { REPORT_MAX_BYTES } from "../files/upload-limits";

/** What every staff order form carries: the form's key (a double post does the work once) and the order's version seen. */
const formKey = z.string({ error: "errors.badForm" }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: "errors.badForm" });
const seen = z.string({ error: "errors.badForm" }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, { error: "errors.badForm" });

/**
 * The agent's visit page: 'Start' (on the way), 'Collected' with the patient's 6-digit code and, unpaid, how it was
 * paid, or a check with the gateway of an online payment the patient left open.
 */
export const agentVisitSchema = z
  .object({
    intent: z.enum(["start", "collect", "check-payment"], { error: "errors.badForm" }),
    formKey,
    seen,
    code: z.string().trim().max(20, { error: "staffField:errors.codeFormat" }).optional(),
    paymentMethod: z
      .enum(["cash", "upi", ""], { error: "errors.badForm" })
      .optional()
      .transform((value) => value || undefined),
  })
  .superRefine((form, ctx) => {
    // Six digits before it is counted: a typing slip (a letter, five digits) is not one of the five tries.
    if (form.intent === "collect" && !/^\d{6}$/.test(form.code ?? "")) ctx.addIssue({ code: "custom", path: ["code"], message: "staffField:errors.codeFormat" });
  });

/** The lab's report upload (the file itself comes through the multipart pipeline). */
export const reportUploadSchema = z.object({ formKey, seen });

/** The report form's body: the 20 MB report and its few text fields (21 MB; declared by the report pages' `handle`). */
export const REPORT_FORM_MAX_BYTES = REPORT_MAX_BYTES + 1024 * 1024;
