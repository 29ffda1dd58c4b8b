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
  return { appended, frames, timers };
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
    const { appended, frames, timers } = runStarter(scriptsAfterFirstPaint(page));
    expect(appended).toEqual([]);
    frames.forEach((run) => run());
    const afterFrame = timers.find((timer) => timer.ms === 0);
    expect(appended).toEqual([]);
    afterFrame?.run();
    expect(appended).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js", nonce: "n0nce" },
      { tag: "link", rel: "modulepreload", href: "/assets/root.js", nonce: "n0nce" },
      { tag: "script", type: "module", nonce: "n0nce", textContent: CODE },
    ]);
    // The fallback for a hidden tab (no frame is drawn there) does not load them twice.
    timers.find((timer) => timer.ms === 1500)?.run();
    expect(appended).toHaveLength(3);
  });

  it("starts them after 1.5 s when no frame comes (a tab opened in the background)", () => {
    const { appended, timers } = runStarter(scriptsAfterFirstPaint(page));
    timers.find((timer) => timer.ms === 1500)?.run();
    expect(appended.map((made) => made.tag)).toEqual(["link", "link", "script"]);
  });

  it("leaves a page without React Router's module script as it is", () => {
    const plain = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root.js"/></head><body><p>Nikat</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
