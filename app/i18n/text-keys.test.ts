import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const here = import.meta.dirname;

describe("typed translation keys", () => {
  it("text-keys.ts types every English catalog, so each namespace's keys are checked by tsc", () => {
    const source = fs.readFileSync(path.join(here, "text-keys.ts"), "utf8");
    const typed = [...source.matchAll(/^ {2}(\w+): typeof (\w+);$/gm)].map(([, namespace, imported]) => {
      expect(imported).toBe(namespace);
      expect(source).toContain(`import type ${namespace} from "./locales/en/${namespace}.json";`);
      return namespace;
    });
    const files = fs.readdirSync(path.join(here, "locales/en")).map((file) => file.replace(/\.json$/, ""));
    expect(typed.sort()).toEqual(files.sort());
  });
});
