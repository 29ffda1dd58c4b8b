// Restarts after a crash must work without a person; every failure must name its reason.
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reachableClusterDir, SHARED_CLUSTER_ROOT } from "./cluster-location";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { StartupError } from "./startup-error";

let dir: string;
let cluster: string;
const lines: string[] = [];
const log = (line: string) => lines.push(line);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-restart-"));
  await fs.chmod(dir, 0o755);
  cluster = path.join(dir, "pg");
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const pidIn = async (clusterDir: string) => Number((await fs.readFile(path.join(clusterDir, "postmaster.pid"), "utf8")).split("\n")[0]);
/** Alive and not a zombie (state letter after the command name in /proc/<pid>/stat). */
async function running(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const state = stat.slice(stat.lastIndexOf(")") + 2)[0];
  return state !== undefined && state !== "Z";
}

describe("embedded PostgreSQL after a crash", () => {
  it("a postgres left running by a killed Node process is stopped, then the cluster starts", async () => {
    // A separate Node process starts the cluster and is killed with SIGKILL, as `kill -9` would.
    const script = path.join(dir, "start.mts");
    await fs.writeFile(
      script,
      `import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve(import.meta.dirname, "embedded-postgres.ts"))};\n` +
        `await startEmbeddedPostgres(${JSON.stringify(cluster)});\nconsole.log("up");\nsetInterval(() => {}, 1000);\n`,
    );
    const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("up") && resolve());
      child.on("exit", (code) => reject(new Error(`child exited ${code}`)));
    });
    const orphan = await pidIn(cluster);
    child.kill("SIGKILL");
    await new Promise((resolve) => child.on("exit", resolve));
    expect(await running(orphan)).toBe(true);

    const database = await startEmbeddedPostgres(cluster, log);
    expect(lines.some((line) => line.includes(`(pid ${orphan})`))).toBe(true);
    expect(await running(orphan)).toBe(false);
    expect(await pidIn(cluster)).not.toBe(orphan);
    await database.stop();
  }, 90_000);

  it("a stale postmaster.pid (its process gone, or the number now used by another program) does not block the start", async () => {
    for (const stalePid of [2 ** 22 + 1, process.pid]) {
      await fs.writeFile(path.join(cluster, "postmaster.pid"), `${stalePid}\n${cluster}\n`);
      const database = await startEmbeddedPostgres(cluster, log);
      expect(await pidIn(cluster)).not.toBe(stalePid);
      await database.stop();
    }
  }, 60_000);

  it("a start that PostgreSQL refuses says why in one line (never 'undefined')", async () => {
    const conf = path.join(cluster, "postgresql.conf");
    const original = await fs.readFile(conf, "utf8");
    await fs.appendFile(conf, "\nshared_buffers = 'lots'\n");
    try {
      const failure = await startEmbeddedPostgres(cluster, log).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(StartupError);
      expect((failure as Error).message).toMatch(/could not start: FATAL: configuration file ".*postgresql.conf" contains errors$/);
      expect((failure as Error).message).not.toContain("\n");
    } finally {
      await fs.writeFile(conf, original);
    }
  }, 60_000);
});

describe.skipIf(process.getuid?.() !== 0)("as root", () => {
  it("a cluster under a private (0700) folder moves where the postgres user can reach it, and says so", async () => {
    const secret = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-private-"));
    try {
      const said: string[] = [];
      const chosen = await reachableClusterDir(path.join(secret, "data", "pg"), (line) => said.push(line));
      expect(chosen.startsWith(`${SHARED_CLUSTER_ROOT}/`)).toBe(true);
      expect(await reachableClusterDir(path.join(secret, "data", "pg"), () => {})).toBe(chosen);
      expect(said).toEqual([expect.stringContaining(chosen)]);
      expect(await reachableClusterDir(cluster, () => {})).toBe(cluster);
      await fs.rm(path.dirname(chosen), { recursive: true, force: true });
    } finally {
      await fs.rm(secret, { recursive: true, force: true });
    }
  });
});
