import type { CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import { readEveryTime, readRows, recentReads } from "./reference-reads";

function counter<T>(answer: () => T) {
  const read = async () => {
    read.calls += 1;
    return answer();
  };
  read.calls = 0;
  return read;
}

describe("recent reads of reference data", () => {
  it("answer a question again from the last read while it is recent, then read again", async () => {
    let clock = 0;
    const recall = recentReads({ keptMs: 30_000, maxEntries: 10, now: () => clock });
    let version = 1;
    const read = counter(() => [{ id: 1, name: `Lab v${version}` }]);

    expect(await recall("labs", read)).toEqual([{ id: 1, name: "Lab v1" }]);
    version = 2;
    clock = 29_999;
    expect(await recall("labs", read)).toEqual([{ id: 1, name: "Lab v1" }]);
    expect(read.calls).toBe(1);

    clock = 30_000;
    expect(await recall("labs", read)).toEqual([{ id: 1, name: "Lab v2" }]);
    expect(read.calls).toBe(2);
    expect(await recall("other question", read)).toEqual([{ id: 1, name: "Lab v2" }]);
    expect(read.calls).toBe(3);
  });

  it("read once for pages that ask together, and do not remember a failure", async () => {
    const recall = recentReads({ keptMs: 30_000, maxEntries: 10, now: () => 0 });
    let fail = true;
    const read = counter(() => {
      if (fail) throw new Error("database restarting");
      return ["Cardiology"];
    });
    const together = [recall("specialities", read), recall("specialities", read)];
    await expect(Promise.all(together)).rejects.toThrow("database restarting");
    expect(read.calls).toBe(1);

    fail = false;
    expect(await recall("specialities", read)).toEqual(["Cardiology"]);
    expect(read.calls).toBe(2);
  });

  it("keep at most maxEntries questions, forgetting the oldest", async () => {
    const recall = recentReads({ keptMs: 30_000, maxEntries: 2, now: () => 0 });
    const read = counter(() => "rows");
    for (const key of ["a", "b", "c"]) await recall(key, read);
    await recall("c", read);
    await recall("b", read);
    expect(read.calls).toBe(3);
    await recall("a", read);
    expect(read.calls).toBe(4);
  });

  it("freeze what they keep, so no page can change another page's rows", async () => {
    const recall = recentReads({ keptMs: 30_000, maxEntries: 10, now: () => 0 });
    const rows = await recall("labs", async () => [{ id: 1, name: "Lab" }]);
    expect(() => (rows as { name: string }[])[0]!.name = "changed").toThrow(TypeError);
    expect(() => (rows as unknown[]).push({})).toThrow(TypeError);
  });
});

describe("readRows", () => {
  const query = (sql: string, parameters: unknown[], rows: () => unknown[]) => {
    const execute = counter(rows);
    return { compile: () => ({ sql, parameters }) as unknown as CompiledQuery, execute, calls: () => execute.calls };
  };

  it("asks by the query's SQL and parameters", async () => {
    const recall = recentReads({ keptMs: 30_000, maxEntries: 10, now: () => 0 });
    const near = (lat: number) => query("select * from hospitals order by point(lon, lat) <-> point($1, $2)", [88.3, lat], () => [{ id: lat }]);
    const kolkata = near(22.5);
    const again = near(22.5);
    const siliguri = near(26.7);
    expect(await readRows(kolkata, recall)).toEqual([{ id: 22.5 }]);
    expect(await readRows(again, recall)).toEqual([{ id: 22.5 }]);
    expect(await readRows(siliguri, recall)).toEqual([{ id: 26.7 }]);
    expect([kolkata.calls(), again.calls(), siliguri.calls()]).toEqual([1, 0, 1]);
  });

  it("goes to the database every time without recall, or with readEveryTime", async () => {
    const labs = query("select * from hospitals", [], () => []);
    await readRows(labs, undefined);
    await readRows(labs, readEveryTime);
    await readRows(labs, readEveryTime);
    expect(labs.calls()).toBe(3);
  });
});
