import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createPartStore, sameForEveryoneParts, withSameForEveryoneParts } from "./same-for-everyone-parts.server";

const quiet = { log: { error: () => undefined } };
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const marker = (id: number) => `<template ${sameForEveryoneParts.attribute}="${id}"></template>`;

describe("parts that are the same for everyone", () => {
  it("are rendered in the page that first asks, then kept and put where later pages mark them", async () => {
    let renders = 0;
    const render = () => {
      renders += 1;
      return createElement("footer", null, "Ami ", createElement("b", null, "<safe & sound>"), " ekhane");
    };
    expect(sameForEveryoneParts.markerFor("test-footer\u0000bn", render, quiet)).toBeNull();
    expect(sameForEveryoneParts.markerFor("test-footer\u0000bn", render, quiet)).toBeNull();
    await nextTurn();
    const id = sameForEveryoneParts.markerFor("test-footer\u0000bn", render, quiet);
    expect(id).toEqual(expect.any(Number));
    expect(renders).toBe(1);
    const page = Buffer.from(`<main>x</main><!--$-->${marker(id!)}<!--/$--><p>after</p>${marker(id!)}`);
    const expected = renderToString(render());
    expect(withSameForEveryoneParts(page).toString()).toBe(`<main>x</main><!--$-->${expected}<!--/$--><p>after</p>${expected}`);
  });

  it("leave a page without markers as it is, and refuse a marker without a part", () => {
    const page = Buffer.from("<p>&lt;template data-same-for-everyone=&quot;1&quot;&gt;</p>");
    expect(withSameForEveryoneParts(page)).toBe(page);
    expect(() => withSameForEveryoneParts(Buffer.from(marker(987_654)))).toThrow(/without its part/);
  });

  it("keep a part that fails to render in its pages, without breaking them or the process, and report it once", async () => {
    const failing = () => {
      throw new Error("broken part");
    };
    const logged: string[] = [];
    const page = { log: { error: (_fields: Record<string, unknown>, message: string) => void logged.push(message) } };
    expect(sameForEveryoneParts.markerFor("test-broken\u0000en", failing, page)).toBeNull();
    await nextTurn();
    expect(sameForEveryoneParts.markerFor("test-broken\u0000en", failing, page)).toBeNull();
    await nextTurn();
    expect(logged).toEqual(["same-for-everyone part test-broken failed to render on its own"]);
  });

  it("make room for a new part only with one no page has asked for lately, and keep serving the kept ones", async () => {
    let clock = 0;
    const store = createPartStore({ keptMs: 600_000, maxParts: 2, idleBeforeEvictionMs: 60_000, now: () => clock });
    const card = (text: string) => () => createElement("li", null, text);
    const keptId = async (key: string) => {
      store.markerFor(key, card(key), quiet);
      await nextTurn();
      return store.markerFor(key, card(key), quiet);
    };
    const first = await keptId("card-1");
    const second = await keptId("card-2");
    expect([first, second]).toEqual([expect.any(Number), expect.any(Number)]);

    // Full, and both were asked for just now: the third is rendered in its pages instead.
    expect(await keptId("card-3")).toBeNull();
    expect(store.size()).toBe(2);

    // A minute on, card-2 is asked for again; card-1 is not, so it is the one given up.
    clock = 61_000;
    expect(store.markerFor("card-2", card("card-2"), quiet)).toBe(second);
    const third = await keptId("card-3");
    expect(third).toEqual(expect.any(Number));
    expect(third).not.toBe(first);
    expect(store.markerFor("card-1", card("card-1"), quiet)).toBeNull();
    expect(store.size()).toBe(2);
    expect(store.withParts(Buffer.from(`<ul>${marker(second!)}${marker(third!)}</ul>`)).toString()).toBe("<ul><li>card-2</li><li>card-3</li></ul>");
    expect(() => store.withParts(Buffer.from(marker(first!)))).toThrow(/without its part/);
  });
});
