import { attachmentOf, notFound, uploadedFileHeaders } from "../lib/file-download.server";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/trace-report";

const ID = /^[1-9]\d{0,15}$/;

/**
 * Download Report (spec 000 §5): the owner only, only when the report is generated, with an audit row; the lab's
 * PDF with its verification code and QR code below the first page (decision 0033).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!ID.test(params.id)) throw notFound();
  const user = await getUser(context);
  if (!user) throw notFound();
  const orderId = Number(params.id);
  const found = await context.core.findReportDownload({ userId: user.id, orderId });
  if (!found) throw notFound();
  const copy = await context.core.verifiedReportCopy(context.storage, { orderId, key: found.key, origin: context.origin, brand: context.brand.name });
  if (!copy) throw notFound();
  const type = "application/pdf";
  return new Response(copy.bytes as Uint8Array<ArrayBuffer>, {
    headers: uploadedFileHeaders({ type, size: copy.bytes.byteLength, disposition: attachmentOf(`report-${params.id}`, type) }),
  });
}
