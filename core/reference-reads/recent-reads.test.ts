import { describe, expect, it } from "vitest";
import { recentReads } from "./recent-reads";

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
