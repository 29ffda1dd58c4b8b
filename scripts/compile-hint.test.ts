import { describe, expect, it } from "vitest";
import type { Plugin } from "vite";
import { COMPILE_HINT, compileHintForFirstLoad } from "./compile-hint";

const plugin: Plugin = compileHintForFirstLoad();
const renderChunk = (code: string) => {
  const hook = plugin.renderChunk;
  if (!hook || typeof hook === "function") throw new Error("renderChunk is not an ordered hook");
  return (hook.handler as unknown as (code: string) => { code: string } | null)(code);
};
const applies = (name: string) => (plugin.applyToEnvironment as (environment: { name: string }) => boolean)({ name });

describe("the compile hint in the browser's large scripts", () => {
  it("starts a file Chrome streams (30 KB and more) with V8's hint, the file otherwise unchanged", () => {
    const code = `export const x = "${"a".repeat(30 * 1024)}";`;
    expect(renderChunk(code)?.code).toBe("//# allFunctionsCalledOnLoad\n" + code);
    expect(COMPILE_HINT.startsWith("//# allFunctionsCalledOnLoad")).toBe(true);
  });

  it("leaves a smaller file alone: Chrome compiles it on the main thread, whole with the hint", () => {
    expect(renderChunk(`export const x = "${"a".repeat(20 * 1024)}";`)).toBeNull();
  });

  it("is only for the browser's build, after the chunk is otherwise final", () => {
    expect(applies("client")).toBe(true);
    expect(applies("ssr")).toBe(false);
    expect(typeof plugin.renderChunk === "object" && plugin.renderChunk?.order).toBe("post");
  });
});
