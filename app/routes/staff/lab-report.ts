import { fileDownload } from "../../lib/file-download.server";
import { orderIdOf, staffNotFound } from "./staff-field.server";
import { requireStaff } from "./staff.server";
import type { Route } from "./+types/lab-report";

/** The lab's current report of one of its own orders, streamed as an attachment with an audit row. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const lab = await requireStaff(context, "lab");
  const orderId = orderIdOf(params.id);
  const found = lab.labId ? await context.core.findLabReport({ labId: lab.labId, userId: lab.id, orderId }) : undefined;
  if (!found) throw staffNotFound();
  const response = await fileDownload(context.storage, { key: found.key, type: found.type, name: `report-${orderId}` });
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}
