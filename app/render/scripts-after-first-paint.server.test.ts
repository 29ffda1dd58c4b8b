import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.server";

const CODE = 'import * as route0 from "/assets/root.js";\nwindow.__m = "a<b $& $\' $$";\nimport("/assets/entry.client.js");';
const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/root.js" nonce="n0nce"/></head>' +
  `<body><main>Nikat</main><script nonce="n0nce">window.__context = {};</script><script nonce="n0nce" type="module" async="">${CODE}</script></body></html>`;

type Made = { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string };

/** Runs the page's inline starter against a stand-in document, with the frame and the timers under the test's hand. */
function runStarter(html: string) {
  const starter = /<script nonce="n0nce">(\(function\(\)\{var nonce[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!starter) throw new Error("no starter in the page");
  const appended: Made[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const element = (tag: string): Made => ({ tag });
  const document = {
    currentScript: { nonce: "n0nce" },
    createElement: element,
    head: { appendChild: (made: Made) => appended.push(made) },
    body: { appendChild: (made: Made) => appended.push(made) },
  };
  new Function("document", "requestAnimationFrame", "setTimeout", starter)(document, (run: () => void) => frames.push(run), (run: () => void, ms: number) => timers.push({ run, ms }));
  /** Runs the timers set for "at once", each as a task of its own, until none is left: what each task appended. */
  function runZeroTimers(): Made[][] {
    const tasks: Made[][] = [];
    for (let timer = timers.find((one) => one.ms === 0); timer; timer = timers.find((one) => one.ms === 0)) {
      timers.splice(timers.indexOf(timer), 1);
      const before = appended.length;
      timer.run();
      tasks.push(appended.slice(before));
    }
    return tasks;
  }
  return { appended, frames, timers, runZeroTimers };
}

describe("the page's scripts after its first paint", () => {
  it("takes the module preloads out of the head and the module script out of the body, and keeps everything else", () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script nonce="n0nce" type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script nonce="n0nce">window.__context = {};</script>');
    expect(html).toContain("<main>Nikat</main>");
    // The module's text travels as a string with no "<" in it: nothing in it can end or bend the script element.
    const starter = /<script nonce="n0nce">(\(function[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(starter).toContain("a\\u003cb");
    expect(starter).not.toContain("<");
  });

  it("puts them back after the first frame, once: the preloads first, then the same module script with the page's nonce", () => {
    const { appended, frames, timers, runZeroTimers } = runStarter(scriptsAfterFirstPaint(page));
    expect(appended).toEqual([]);
    frames.forEach((run) => run());
    expect(appended).toEqual([]);
    runZeroTimers();
    expect(appended).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js", nonce: "n0nce" },
      { tag: "link", rel: "modulepreload", href: "/assets/root.js", nonce: "n0nce" },
      { tag: "script", type: "module", nonce: "n0nce", textContent: CODE },
    ]);
    // The fallback for a hidden tab (no frame is drawn there) does not load them twice.
    timers.find((timer) => timer.ms === 1500)?.run();
    runZeroTimers();
    expect(appended).toHaveLength(3);
  });

  it("puts back at most four preloads a task, in the page's order, and the module script in a task of its own after them", () => {
    const hrefs = Array.from({ length: 9 }, (_, index) => `/assets/part-${index}.js`);
    const many = page.replace(
      '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/root.js" nonce="n0nce"/>',
      hrefs.map((href) => `<link rel="modulepreload" href="${href}" nonce="n0nce"/>`).join(""),
    );
    const { appended, frames, runZeroTimers } = runStarter(scriptsAfterFirstPaint(many));
    frames.forEach((run) => run());
    const perTask = runZeroTimers().map((made) => made.map((one) => one.href ?? one.tag));
    expect(perTask).toEqual([hrefs.slice(0, 4), hrefs.slice(4, 8), hrefs.slice(8), ["script"]]);
    expect(appended.at(-1)).toEqual({ tag: "script", type: "module", nonce: "n0nce", textContent: CODE });
  });

  it("starts them after 1.5 s when no frame comes (a tab opened in the background)", () => {
    const { appended, timers, runZeroTimers } = runStarter(scriptsAfterFirstPaint(page));
    timers.find((timer) => timer.ms === 1500)?.run();
    runZeroTimers();
    expect(appended.map((made) => made.tag)).toEqual(["link", "link", "script"]);
  });

  it("leaves a page without React Router's module script as it is", () => {
    const plain = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root.js"/></head><body><p>Nikat</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
