import fs from "node:fs/promises";
import path from "node:path";
import { StartupError } from "./startup-error";

/**
 * After the Node process was killed (kill -9, OOM), its embedded PostgreSQL keeps running, re-parented, and
 * holds the cluster: the next start would fail. Found only by the postmaster.pid in OUR cluster folder, never
 * by a process name: a live postgres serving this folder whose parent is no Node process is stopped (fast
 * shutdown); a pid file of a dead or unrelated process is removed.
 */
export async function stopOrphanedPostmaster(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  const text = await fs.readFile(pidFile, "utf8").catch(() => undefined);
  if (text === undefined) return;
  const pid = Number(text.split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isPostmasterOf(pid, clusterDir))) {
    await fs.rm(pidFile, { force: true });
    log(`removed a stale postmaster.pid (process ${pid || "?"} is not running this cluster)`);
    return;
  }
  const parent = await parentOf(pid);
  if (parent !== undefined && parent !== process.pid && (await commandOf(parent))[0]?.includes("node")) {
    throw new StartupError(`the embedded PostgreSQL in ${clusterDir} belongs to a running process (pid ${parent}): stop that start first, or use another DATA_DIR.`);
  }
  log(`stopping the embedded PostgreSQL an earlier start left running (pid ${pid})`);
  process.kill(pid, "SIGINT");
  if (await exited(pid, 20_000)) return;
  process.kill(pid, "SIGQUIT");
  if (!(await exited(pid, 5_000))) throw new StartupError(`the embedded PostgreSQL left running in ${clusterDir} (pid ${pid}) does not stop.`);
}

/** Whether `pid` is a postgres serving `clusterDir` (read from /proc, never by a process name). */
export async function isPostmasterOf(pid: number, clusterDir: string): Promise<boolean> {
  const argv = await commandOf(pid);
  if (path.basename(argv[0] ?? "") !== "postgres") return false;
  const dataArg = argv[argv.indexOf("-D") + 1];
  if (argv.indexOf("-D") < 0 || !dataArg) return false;
  return (await realpath(dataArg)) === (await realpath(clusterDir));
}

async function commandOf(pid: number): Promise<string[]> {
  const raw = await fs.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  return raw.split("\0").filter(Boolean);
}

async function parentOf(pid: number): Promise<number | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
  const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  return Number.isInteger(ppid) && ppid > 0 ? ppid : undefined;
}

async function realpath(file: string): Promise<string> {
  return fs.realpath(file).catch(() => path.resolve(file));
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await alive(pid))) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !(await alive(pid));
}

async function alive(pid: number): Promise<boolean> {
  // A zombie (exited, not yet reaped by its parent) still answers kill(0); its state letter says it is gone.
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  return stat !== "" && stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
}
