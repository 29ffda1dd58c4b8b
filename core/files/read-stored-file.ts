import type { FileStorage } from "./file-storage";

/** A stored file's whole bytes (files here are at most a few MB), or null when no file has the key. */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
