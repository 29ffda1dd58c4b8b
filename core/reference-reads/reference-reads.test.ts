import type { CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { readEveryTime, recentReads } from "./recent-reads";
import { referenceReads } from "./reference-reads";

const db = {} as Db;

function counter<T>(answer: () => T) {
  const read = async () => {
    read.calls += 1;
    return answer();
  };
  read.calls = 0;
  return read;
}

describe("reference reads", () => {
  const query = (sql: string, parameters: unknown[], rows: () => unknown[]) => {
    const execute = counter(rows);
    return { compile: () => ({ sql, parameters }) as unknown as CompiledQuery, execute, calls: () => execute.calls };
  };

  it("asks by the query's SQL and parameters", async () => {
    const reads = referenceReads(db, recentReads({ keptMs: 30_000, maxEntries: 10, now: () => 0 }));
    const near = (lat: number) => query("select * from hospitals order by point(lon, lat) <-> point($1, $2)", [88.3, lat], () => [{ id: lat }]);
    const kolkata = near(22.5);
    const again = near(22.5);
    const siliguri = near(26.7);
    expect(await reads.rows(kolkata)).toEqual([{ id: 22.5 }]);
    expect(await reads.rows(again)).toEqual([{ id: 22.5 }]);
    expect(await reads.rows(siliguri)).toEqual([{ id: 26.7 }]);
    expect([kolkata.calls(), again.calls(), siliguri.calls()]).toEqual([1, 0, 1]);
  });

  it("go to the database every time with readEveryTime (the opt-out)", async () => {
    const reads = referenceReads(db, readEveryTime);
    const labs = query("select * from hospitals", [], () => []);
    await reads.rows(labs);
    await reads.rows(labs);
    expect(labs.calls()).toBe(2);
  });
});
