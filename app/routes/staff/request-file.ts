import { Readable } from "node:stream";
import { redirect } from "react-router";
import { REPORT_MAX_BYTES } from "../../../core/files/upload-limits";
import { REPORT_FORM_MAX_BYTES } from "../../../core/staff/field-forms";
import { uploadReport } from "../../../core/orders/upload-report";
import type { StaffFileKind } from "../../../core/staff/find-staff-file";
import { STAFF_ERROR_FIELDS, staffReportFormSchema } from "../../../core/staff/staff-request-forms";
import { attachmentOf, notFound, uploadedFileHeaders } from "../../lib/file-download.server";
import { formAction } from "../../lib/form-action.server";
import type { RouteHandle } from "../../lib/route-handle";
import { isOrderId, orderDeps, requireStaff } from "./staff.server";
import type { Route } from "./+types/request-file";

const NO_STORE = "private, no-store";

/** The report upload's body cap, for the host (server/page-body.ts) and the form pipeline; a prescription is never posted. */
export const handle = { maxBodyBytes: REPORT_FORM_MAX_BYTES } satisfies RouteHandle;

const kindOf = (url: string): StaffFileKind => (new URL(url).pathname.endsWith("/report") ? "report" : "prescription");

/** Photos re-encoded at upload (core/files/sanitise-upload): the only files a browser is asked to show inline. */
const SHOWN_INLINE = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * A request's prescription or report for staff (an admin, or the lab user of the order's lab; everyone else 404).
 * A re-encoded photo is shown inline; a PDF (or a HEIC, which browsers cannot show) is a download, opened in the
 * reader of the staff member's choice, never in the site's origin. Every answer is sandboxed (decision 0012).
 * Every view is an audit row.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!isOrderId(params.id)) throw notFound();
  const kind = kindOf(request.url);
  const actor = await requireStaff(context, "admin", "lab");
  const found = await context.core.findStaffFile({ actor, orderId: Number(params.id), kind });
  if (!found) throw notFound();
  const stored = await context.storage.get(found.key);
  if (!stored) throw notFound();
  const disposition = SHOWN_INLINE.has(found.type) ? "inline" : attachmentOf(`${kind}-${params.id}`, found.type);
  return new Response(Readable.toWeb(stored.stream) as ReadableStream<Uint8Array>, {
    headers: uploadedFileHeaders({ type: found.type, size: stored.size, disposition, cacheControl: NO_STORE }),
  });
}

/**
 * POST /staff/requests/:id/report: an admin uploads the report (multipart, the PDF checked by its bytes). Back to
 * the request's page with the outcome, since this address has no page of its own.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  if (!isOrderId(params.id) || kindOf(request.url) !== "report") throw notFound();
  const actor = await requireStaff(context, "admin");
  const page = `/staff/requests/${params.id}`;
  const answer = await formAction({
    request,
    context,
    schema: staffReportFormSchema,
    what: "staff report upload",
    maxBytes: handle.maxBodyBytes,
    upload: { name: "report", maxBytes: REPORT_MAX_BYTES, tooLarge: "reportTooLarge" },
    errorFields: STAFF_ERROR_FIELDS,
    run: async (form, upload) => {
      await uploadReport(orderDeps(context), { orderId: Number(params.id), actor, formKey: `${form.formKey}:upload-report`, seen: form.seen, file: upload.file });
      return redirect(`${page}?done=upload-report`, { headers: { "Cache-Control": NO_STORE } });
    },
  });
  if (answer instanceof Response) return answer;
  // A request that is gone is the 404 page, not a redirect to its page carrying a code no catalog words.
  if (answer.init?.status === 404) throw notFound();
  const result = answer.data;
  const key = result.ok ? "errors.badForm" : (result.fieldErrors.report ?? result.formError ?? Object.values(result.fieldErrors)[0] ?? "errors.badForm");
  const code = key.replace(/^errors\./, "");
  const status = !result.ok && result.details?.status ? `&status=${encodeURIComponent(String(result.details.status))}` : "";
  return redirect(`${page}?uploadError=${encodeURIComponent(code)}${status}#upload-report`, { headers: { "Cache-Control": NO_STORE } });
}
