import { Readable } from "node:stream";
import { exportArchiveKind } from "../../core/privacy/export-archive-kind";
import { notFound, uploadedFileHeaders } from "../lib/file-download.server";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/account-data-export";

const ID = /^[1-9]\d{0,15}$/;

/**
 * "Download my data": the archive of a ready export, to its owner only, until it expires. Anyone else, a visitor
 * without a session, an expired or unknown export: the same 404. Streamed from the file storage, never cached. A
 * .zip; one built as a .tar.gz before the change (decision 0028) keeps its own name and type until it expires.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!ID.test(params.id)) throw notFound();
  const user = await getUser(context);
  if (!user) throw notFound();
  const found = await context.core.findDataExportDownload({ accountId: user.id, exportId: Number(params.id) });
  if (!found) throw notFound();
  const stored = await context.storage.get(found.key);
  if (!stored) throw notFound();
  const day = found.readyAt.toISOString().slice(0, 10);
  const { kind, stream } = await exportArchiveKind(stored.stream);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: uploadedFileHeaders({ type: kind.type, size: stored.size, disposition: `attachment; filename="nikat-my-data-${day}.${kind.extension}"`, cacheControl: "private, no-store" }),
  });
}
