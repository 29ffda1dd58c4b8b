// No import cycles among the layers' modules (type-only imports aside: they vanish at run time).
// A small walk over the sources instead of a lint plugin: fast, and nothing to install.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const LAYERS = ["server", "app", "core", "db", "seed", "test-support"];
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" || entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Run-time imports of a module: `import … from`, `export … from`, `import "…"` and `import("…")`, without `import type`. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specifiers: string[] = [];
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[2]) continue;
    const specifier = match[3] ?? match[4];
    if (specifier) specifiers.push(specifier);
  }
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("~/") ? path.join(root, "app", specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : undefined;
    if (!base) return [];
    const target = [base, ...EXTENSIONS.map((extension) => base + extension)].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    return target && /\.tsx?$/.test(target) ? [target] : [];
  });
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe("import graph", () => {
  const files = LAYERS.flatMap((layer) => sourceFiles(path.join(root, layer)));
  const graph = new Map(files.map((file) => [file, importsOf(file)]));

  it("is read (the walk finds the modules and their imports)", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(graph.get(path.join(root, "server", "app.ts"))).toContain(path.join(root, "server", "react-router-handler.ts"));
  });

  it("has no cycles", () => {
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => path.relative(root, file)).join(" → "));
    expect(cycles).toEqual([]);
  });

  it("finds a cycle when there is one", () => {
    expect(findCycles(new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a"]]]))).toEqual([["a", "b", "c", "a"]]);
  });
});
