import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { ManifestEntry } from "./backup-manifest";

/** Every regular file under `root`, as paths relative to it with "/" separators, sorted. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** The archive entry for `relative` (under `root`): its size and SHA-256. */
export async function describeFile(root: string, relative: string): Promise<ManifestEntry> {
  const file = path.join(root, ...relative.split("/"));
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return { path: relative, size: (await fs.stat(file)).size, sha256: hash.digest("hex") };
}
