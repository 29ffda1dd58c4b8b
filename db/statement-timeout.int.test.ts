import { sql } from "kysely";
import { afterAll, describe, expect, it, inject } from "vitest";
import { withAdvisoryLock } from "./advisory-lock";
import { createDb, POOL_ACQUIRE_TIMEOUT_MS, type Db } from "./client";
import { isDatabaseUnavailable } from "./database-unavailable";

const opened: Db[] = [];
const open = (options: Parameters<typeof createDb>[1] = {}) => {
  const db = createDb(inject("databaseUrl"), options);
  opened.push(db);
  return db;
};
afterAll(() => Promise.all(opened.map((db) => db.destroy())));

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the query to fail");
    },
    (error: unknown) => error,
  );

describe("database time limits", () => {
  it("the app's pool cancels any statement after 15 s", async () => {
    const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(open());
    expect(rows[0]?.statement_timeout).toBe("15s");
  });

  it("a statement past the timeout is cancelled and answered as the database being unavailable (503), not a 500", async () => {
    const db = open({ statementTimeoutMs: 200 });
    const started = performance.now();
    const error = await failureOf(sql`select pg_sleep(3)`.execute(db));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(error).toMatchObject({ code: "57014" });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("a request that finds no free connection within the acquire timeout is answered as unavailable too", async () => {
    const db = open({ max: 1 });
    const held = db.connection().execute(() => new Promise((resolve) => setTimeout(resolve, POOL_ACQUIRE_TIMEOUT_MS + 1_000)));
    const error = await failureOf(sql`select 1`.execute(db));
    expect(isDatabaseUnavailable(error)).toBe(true);
    await held;
  }, 15_000);

  it("a process waiting for another's start-up lock waits past the statement timeout, then runs", async () => {
    const first = open({ statementTimeoutMs: 200 });
    const second = open({ statementTimeoutMs: 200 });
    let release = () => {};
    const holding = withAdvisoryLock(first, "nikat:demo-data", () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const waiting = withAdvisoryLock(second, "nikat:demo-data", async () => "ran");
    setTimeout(() => release(), 800);
    expect(await waiting).toBe("ran");
    await holding;
    // The connection goes back to the pool with the request timeout in force again.
    const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(second);
    expect(rows[0]?.statement_timeout).toBe("200ms");
  });

  it("bulk tools may turn it off", async () => {
    const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(open({ statementTimeoutMs: 0 }));
    expect(rows[0]?.statement_timeout).toBe("0");
  });
});
