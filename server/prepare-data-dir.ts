import fs from "node:fs/promises";
import path from "node:path";
import { StartupError } from "../db/startup-error";

/**
 * Makes DATA_DIR (and the folders above it) one level at a time, then proves it can be written. A recursive
 * mkdir is avoided on purpose: Node's hangs for ever on a path under /proc. Any failure is one StartupError line.
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  const dir = path.resolve(dataDir);
  const missing: string[] = [];
  for (let current = dir; !(await exists(current)); current = path.dirname(current)) {
    missing.unshift(current);
    if (path.dirname(current) === current) break;
  }
  try {
    for (const folder of missing) await fs.mkdir(folder);
    const probe = path.join(dir, `.write-test-${process.pid}`);
    await fs.writeFile(probe, "");
    await fs.rm(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new StartupError(`DATA_DIR ${dir} cannot be written (${code}): set DATA_DIR to a folder this user may create and write.`);
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
