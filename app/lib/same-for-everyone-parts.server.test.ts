import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sameForEveryoneParts, withSameForEveryoneParts } from "./same-for-everyone-parts.server";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const marker = (id: number) => `<template ${sameForEveryoneParts.attribute}="${id}"></template>`;

describe("parts that are the same for everyone", () => {
  it("are rendered in the page that first asks, then kept and put where later pages mark them", async () => {
    let renders = 0;
    const render = () => {
      renders += 1;
      return createElement("footer", null, "Ami ", createElement("b", null, "<safe & sound>"), " ekhane");
    };
    expect(sameForEveryoneParts.markerFor("test-footer\u0000bn", render)).toBeNull();
    expect(sameForEveryoneParts.markerFor("test-footer\u0000bn", render)).toBeNull();
    await nextTurn();
    const id = sameForEveryoneParts.markerFor("test-footer\u0000bn", render);
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

  it("keep a part that fails to render in its pages, without breaking them or the process", async () => {
    const failing = () => {
      throw new Error("broken part");
    };
    expect(sameForEveryoneParts.markerFor("test-broken", failing)).toBeNull();
    await nextTurn();
    expect(sameForEveryoneParts.markerFor("test-broken", failing)).toBeNull();
  });
});
