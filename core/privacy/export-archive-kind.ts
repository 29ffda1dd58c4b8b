import { Readable } from "node:stream";

export type ExportArchiveKind = { type: "application/zip"; extension: "zip" } | { type: "application/gzip"; extension: "tar.gz" };

const ZIP: ExportArchiveKind = { type: "application/zip", extension: "zip" };
const TAR_GZ: ExportArchiveKind = { type: "application/gzip", extension: "tar.gz" };

/**
 * What a stored export archive is, by its first bytes: a .zip since the archive became one (decision 0028), a
 * .tar.gz when it was built before and is still within its 7 days. Answers the same stream, the bytes read put back.
 */
export async function exportArchiveKind(stream: Readable): Promise<{ kind: ExportArchiveKind; stream: Readable }> {
  const iterator = stream[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = first.done ? Buffer.alloc(0) : Buffer.from(first.value as Uint8Array);
  const kind = head[0] === 0x1f && head[1] === 0x8b ? TAR_GZ : ZIP;
  async function* whole() {
    if (head.length > 0) yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value as Uint8Array;
  }
  return { kind, stream: Readable.from(whole(), { objectMode: false }) };
}
