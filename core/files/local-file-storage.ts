import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FILE_KEY_PATTERN, type FileStorage } from "./file-storage";

/**
 * Files under `root` (DATA_DIR/files: never a public or static path), one folder per kind, random names.
 * A body is written to a temporary name and renamed only when complete, so a cut upload leaves nothing.
 */
export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!FILE_KEY_PATTERN.test(key)) throw new Error("not a file key");
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(body, meta) {
      const key = `${meta.kind}/${randomBytes(16).toString("hex")}`;
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const partial = `${target}.partial`;
      try {
        await pipeline(body instanceof Uint8Array ? Readable.from([body]) : body, createWriteStream(partial, { mode: 0o600, flags: "wx" }));
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return key;
    },
    async get(key) {
      if (!FILE_KEY_PATTERN.test(key)) return null;
      const file = pathOf(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { stream: createReadStream(file), size: stat.size };
    },
    async delete(key) {
      if (!FILE_KEY_PATTERN.test(key)) return;
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
