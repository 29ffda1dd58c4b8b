import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { StartupError } from "./startup-error";

/** Where clusters go when the postgres user cannot reach DATA_DIR; one folder per DATA_DIR. */
export const SHARED_CLUSTER_ROOT = "/var/lib/nikat";

/**
 * As root, PostgreSQL runs as the `postgres` user, who must be able to walk down to its cluster. A clone in
 * root's home or in `mktemp -d` (mode 0700) blocks it; then the cluster lives in /var/lib/nikat/<hash of the
 * folder>/pg, which stays the same for the same DATA_DIR, and the choice is announced. Other users run
 * PostgreSQL as themselves, so their folder is always fine.
 */
export async function reachableClusterDir(clusterDir: string, log: (line: string) => void): Promise<string> {
  const dir = path.resolve(clusterDir);
  if (process.getuid?.() !== 0) return dir;
  const ids = postgresUserIds();
  if (await traversable(path.dirname(dir), ids)) return dir;
  if (await exists(path.join(dir, "PG_VERSION"))) {
    throw new StartupError(`the postgres user cannot reach the cluster in ${dir}: make the folders above it traversable (chmod o+x) or move DATA_DIR.`);
  }
  const hash = createHash("sha256").update(dir).digest("hex").slice(0, 16);
  const home = path.join(SHARED_CLUSTER_ROOT, hash);
  for (const folder of [SHARED_CLUSTER_ROOT, home]) {
    await fs.mkdir(folder, { recursive: true });
    await fs.chmod(folder, 0o711);
  }
  const fallback = path.join(home, "pg");
  log(`the postgres user cannot reach ${dir} (a private folder above it): the embedded PostgreSQL cluster lives in ${fallback}`);
  return fallback;
}

export type Ids = { uid: number; gid: number } | undefined;

/** Every folder from / down to `dir` must grant the postgres user search (x) permission. */
export async function traversable(dir: string, ids: Ids): Promise<boolean> {
  for (let current = dir; ; current = path.dirname(current)) {
    const stat = await fs.stat(current).catch(() => undefined);
    if (stat) {
      const bits = stat.uid === ids?.uid ? stat.mode >> 6 : stat.gid === ids?.gid ? stat.mode >> 3 : stat.mode;
      if ((bits & 1) === 0) return false;
    }
    if (path.dirname(current) === current) return true;
  }
}

export function postgresUserIds(): Ids {
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    return undefined; // not created yet: postgres-process.ts creates it, with no special rights on our folders
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
