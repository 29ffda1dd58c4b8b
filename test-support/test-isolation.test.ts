import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import config from "../vitest.config";

const ROOT = path.resolve(import.meta.dirname, "..");
/** What outlives a file when modules are shared: a spy or mock on a shared module, a stubbed global, a process-wide setting. */
const PROCESS_WIDE = /\bvi\.(spyOn|mock|doMock|stubEnv|stubGlobal|useFakeTimers)\b|process\.env\.\w+\s*=[^=]/;

function testFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") && !file.includes("node_modules"))
    .map((file) => path.join(folder, file));
}

describe("test files that change something process-wide run isolated", () => {
  it("lists every such file in vitest.config.ts's isolated project", () => {
    const projects = config.test?.projects as { test: { name: string; include?: string[] } }[];
    const isolated = projects.find((project) => project.test.name === "isolated")?.test.include ?? [];
    const changing = ["app", "core", "db", "seed", "server", "test-support"]
      .flatMap(testFiles)
      .filter((file) => file !== "test-support/test-isolation.test.ts" && PROCESS_WIDE.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(changing.length, "the scan finds the known ones").toBeGreaterThanOrEqual(5);
    expect(changing.filter((file) => !isolated.includes(file))).toEqual([]);
  });
});
