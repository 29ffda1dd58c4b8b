import { fileDownload, notFound } from "../lib/file-download.server";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/trace-prescription";

const ID = /^[1-9]\d{0,15}$/;

/** The prescription uploaded with a request, for its owner only (issue #14 Downloads), with an audit row; streamed from core/files. */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!ID.test(params.id)) throw notFound();
  const user = await getUser(context);
  if (!user) throw notFound();
  const found = await context.core.findPrescriptionDownload({ userId: user.id, orderId: Number(params.id) });
  if (!found) throw notFound();
  return fileDownload(context.storage, { key: found.key, type: found.type, name: `prescription-${params.id}` });
}
