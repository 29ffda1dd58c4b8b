import { Readable } from "node:stream";
import { data } from "react-router";
import type { FileStorage } from "../../core/files/file-storage";

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/heic": "heic",
  "image/heif": "heif",
};

/** The same 404 for a file that is not there or not yours: nothing tells them apart. */
export const notFound = () => data(null, { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * Every uploaded file (prescription, report), to patients and staff alike: a sandbox with nothing allowed, so
 * even a file a browser chose to render as a document could run no script and reach nothing of the site's; its
 * stored type and no sniffing; never kept by any cache. Only the picture itself may load (a re-encoded photo
 * opened in a tab of its own).
 */
export const UPLOADED_FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** `attachment; filename="prescription-12.pdf"`: the name from the type the bytes were checked as. */
export const attachmentOf = (name: string, type: string) => `attachment; filename="${name}.${EXTENSIONS[type] ?? "bin"}"`;

export function uploadedFileHeaders(file: { type: string; size: number; disposition: string; cacheControl?: string }): Record<string, string> {
  return {
    "Content-Type": file.type,
    "Content-Length": String(file.size),
    "Content-Disposition": file.disposition,
    "Content-Security-Policy": UPLOADED_FILE_CSP,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": file.cacheControl ?? "no-store",
  };
}

/**
 * A stored health file streamed from core/files as a download: never shown inline (a PDF or image opened in the
 * browser could be cached or shared by its address), never kept by any cache.
 */
export async function fileDownload(storage: FileStorage, file: { key: string; type: string; name: string }): Promise<Response> {
  const stored = await storage.get(file.key);
  if (!stored) throw notFound();
  return new Response(Readable.toWeb(stored.stream) as ReadableStream<Uint8Array>, {
    headers: uploadedFileHeaders({ type: file.type, size: stored.size, disposition: attachmentOf(file.name, file.type) }),
  });
}
