import { describe, expect, it } from "vitest";
import { nextListKey } from "./kept-list-key";

describe("nextListKey", () => {
  const first = nextListKey(null, ["3", "1", "2"]);

  it("keeps the key while the order stays or grows at its end ('Load more')", () => {
    expect(first.generation).toBe(0);
    expect(nextListKey(first, ["3", "1", "2"]).generation).toBe(0);
    expect(nextListKey(first, ["3", "1", "2", "7", "5"]).generation).toBe(0);
  });

  it("changes the key when the order changes, items are taken out or put in before the end", () => {
    expect(nextListKey(first, ["1", "2", "3"]).generation).toBe(1);
    expect(nextListKey(first, ["3", "1"]).generation).toBe(1);
    expect(nextListKey(first, ["3", "9", "1", "2"]).generation).toBe(1);
    expect(nextListKey(nextListKey(first, ["1", "2", "3"]), ["2", "1", "3"]).generation).toBe(2);
  });
});
