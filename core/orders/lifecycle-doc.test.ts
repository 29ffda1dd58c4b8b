import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TRANSITIONS, TRANSITION_NAMES } from "./transitions";

const doc = readFileSync(new URL("../../docs/order-lifecycle.md", import.meta.url), "utf8");

describe("docs/order-lifecycle.md", () => {
  it.each(TRANSITION_NAMES)("has %s with the statuses and roles of the table in code", (name) => {
    const row = doc.split("\n").find((line) => line.startsWith(`| ${name} |`));
    expect(row, name).toBeDefined();
    const [, from = "", to = "", by = ""] = (row ?? "").split("|").slice(1).map((cell) => cell.trim());
    expect(from.split(", ")).toEqual([...TRANSITIONS[name].from]);
    expect(to.startsWith(TRANSITIONS[name].to ?? "(same")).toBe(true);
    expect(by.split(", ").sort()).toEqual([...TRANSITIONS[name].by].sort());
  });
});
