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
 * A stored health file streamed from core/files as a download: never shown inline (a PDF or image opened in the
 * browser could be cached or shared by its address), never kept by any cache.
 */
export async function fileDownload(storage: FileStorage, file: { key: string; type: string; name: string }): Promise<Response> {
  const stored = await storage.get(file.key);
  if (!stored) throw notFound();
  const extension = EXTENSIONS[file.type] ?? "bin";
  return new Response(Readable.toWeb(stored.stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(stored.size),
      "Content-Disposition": `attachment; filename="${file.name}.${extension}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
