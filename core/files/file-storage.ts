import type { Readable } from "node:stream";

/** What a stored file is for; the kind is part of its key so staff tools can tell them apart. */
export type FileKind = "prescription" | "report" | "invoice" | "export";

export type StoredFile = { stream: Readable; size: number };

/**
 * ARCHITECTURE.md §13: every uploaded file goes through this interface. `local` keeps files under
 * DATA_DIR/files; `s3` in a bucket of any S3-compatible store (s3-file-storage.ts). Keys are random and
 * say nothing about the patient; who may read a file is decided by the row that holds its key.
 */
export interface FileStorage {
  /** Stores the whole body or nothing, and answers with the new file's key. */
  put(body: Readable | Uint8Array, meta: { kind: FileKind; owner: number }): Promise<string>;
  /** The file, or null when no file has this key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** "prescription/4f3c…" (or report/, invoice/, export/): a kind and 32 random hex digits, nothing a caller could turn into another path. */
export const FILE_KEY_PATTERN = /^(prescription|report|invoice|export)\/[0-9a-f]{32}$/;
