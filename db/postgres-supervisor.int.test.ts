// kill -9 of the embedded PostgreSQL while the app runs: it must come back by itself, with every committed row.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "./client";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded-postgres";

let dir: string;
let cluster: EmbeddedDatabase | undefined;
let db: Db | undefined;
const lines: string[] = [];

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-pg-crash-"));
  await fs.chmod(dir, 0o755);
});
afterAll(async () => {
  await db?.destroy();
  await cluster?.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

/** Exited, or a zombie (state letter after the command name in /proc/<pid>/stat). */
async function gone(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const state = stat.slice(stat.lastIndexOf(")") + 2)[0];
  return state === undefined || state === "Z";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("embedded PostgreSQL killed while the app runs", () => {
  it("is restarted on the same folder and port, and the pool's queries see the committed rows again within 10 s", async () => {
    const clusterDir = path.join(dir, "pg");
    cluster = await startEmbeddedPostgres(clusterDir, (line) => lines.push(line));
    db = createDb(cluster.connectionString, { max: 4 });
    await sql`create table kept (id int primary key)`.execute(db);
    await sql`insert into kept select generate_series(1, 1000)`.execute(db);

    const clusterPath = lines.find((line) => line.includes("creating the embedded PostgreSQL cluster in"))?.split(" in ").at(-1) ?? clusterDir;
    const postmaster = Number((await fs.readFile(path.join(clusterPath, "postmaster.pid"), "utf8")).split("\n")[0]);
    process.kill(postmaster, "SIGKILL");
    const killedAt = Date.now();
    // Its backends may answer a moment longer: count from when the server is gone.
    while (!(await gone(postmaster)) && Date.now() - killedAt < 5_000) await sleep(20);
    expect(await gone(postmaster)).toBe(true);

    let count: number | undefined;
    while (count === undefined && Date.now() - killedAt < 10_000) {
      try {
        const { rows } = await sql<{ n: string }>`select count(*) as n from kept`.execute(db);
        count = Number(rows[0]!.n);
      } catch {
        await sleep(200);
      }
    }
    expect(count).toBe(1000);
    expect(lines.some((line) => line.includes("killed by SIGKILL: restarting it"))).toBe(true);
    // The restarted server is stopped by stop(), not restarted again.
    await db.destroy();
    db = undefined;
    await cluster.stop();
    cluster = undefined;
    await sleep(1_000);
    expect(lines.filter((line) => line.includes("restarting it"))).toHaveLength(1);
  }, 60_000);
});
