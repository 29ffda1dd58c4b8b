import { data } from "react-router";
import { findReportDownload } from "../../core/orders/find-report-download";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/trace-report";

const ID = /^[1-9]\d{0,15}$/;

/**
 * Download Report: the owner only, only when the report is generated, with an audit row. The bytes come from the
 * file storage (core/files, issue #13); until it is merged there is nothing to stream, so the answer is 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!ID.test(params.id)) throw data(null, { status: 404 });
  const user = await getUser(context);
  if (!user) throw data(null, { status: 404 });
  const found = await findReportDownload(context.db, { userId: user.id, orderId: Number(params.id) });
  if (!found) throw data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  // Merge point: stream `found.key` from core/files with Content-Disposition: attachment and Cache-Control: no-store.
  throw data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
}
