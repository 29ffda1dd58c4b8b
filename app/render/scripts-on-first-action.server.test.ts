import { describe, expect, it } from "vitest";
import { PAGE_HYDRATED_EVENT } from "./page-hydrated";
import { compactRouteManifest, FIRST_ACTIONS, scriptsOnFirstAction } from "./scripts-on-first-action.server";
import { START_SCRIPTS_ATTRIBUTE } from "./start-scripts";

const CODE = 'import * as route0 from "/assets/root.js";\nwindow.__m = "a<b $& $\' $$";\nimport("/assets/entry.client.js");';
const CONTEXT = 'window.__reactRouterContext = {"ssr":true};';
const ENQUEUE = 'window.__reactRouterContext.streamController.enqueue("[1]");';
const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="preload" as="fetch" crossorigin="anonymous" fetchPriority="low" href="/i18n/hi/common.0a1b.json" data-catalog=""/>' +
  '<link rel="preload" as="image" href="/logo.png"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/root.js" nonce="n0nce"/></head>' +
  `<body><main>Nikat</main><script nonce="n0nce">window.__scroll = {};</script><script nonce="n0nce">${CONTEXT}</script>` +
  `<script nonce="n0nce" type="module" async="">${CODE}</script><script nonce="n0nce">${ENQUEUE}</script></body></html>`;

type Made = {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
};

/** Runs the page's inline starter against a stand-in window and document, with the frame, timers and events under the test's hand. */
function runStarter(html: string, startMark: string | null = null, readyState = "complete") {
  const starter = /<script nonce="n0nce">(\(function\(\)\{var n=document[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!starter) throw new Error("no starter in the page");
  const appended: Made[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  type Listener = (event: { type: string; target: unknown }) => void;
  const listeners = new Map<string, Set<Listener>>();
  const documentListeners = new Map<string, () => void>();
  const element = (tag: string): Made => ({ tag });
  const document = {
    currentScript: { nonce: "n0nce" },
    createElement: element,
    head: { appendChild: (made: Made) => appended.push(made) },
    body: { appendChild: (made: Made) => appended.push(made) },
    readyState,
    addEventListener: (type: string, listener: () => void) => documentListeners.set(type, listener),
    querySelectorAll: (selector: string) => {
      if (selector === 'link[data-catalog][media="not all"]') {
        return [...html.matchAll(/<link rel="preload" media="not all"[^>]* href="([^"]+)" data-catalog=""/g)].map(([, href]) => {
          const copy = { media: "not all", removeAttribute: (name: string) => name === "media" && (copy.media = "") };
          return { cloneNode: () => copy, replaceWith: (made: typeof copy) => appended.push({ tag: "link", rel: made.media ? "inert" : "preload", href }) };
        });
      }
      expect(selector).toBe("script[data-on-first-action]");
      return [...html.matchAll(/<script nonce="n0nce" type="text\/plain" data-on-first-action="">(.*?)<\/script>/g)].map(([, text]) => ({
        textContent: text,
        replaceWith: (made: Made) => appended.push(made),
      }));
    },
    querySelector: (selector: string) => (selector === `[${START_SCRIPTS_ATTRIBUTE}]` && startMark !== null ? { getAttribute: () => startMark } : null),
  };
  const addEventListener = (type: string, listener: Listener, options: boolean | { capture?: boolean }) => {
    expect(options === true || (typeof options === "object" && options.capture)).toBe(true);
    listeners.set(type, new Set([...(listeners.get(type) ?? []), listener]));
  };
  const removeEventListener = (type: string, listener: Listener) => {
    listeners.get(type)?.delete(listener);
    if (listeners.get(type)?.size === 0) listeners.delete(type);
  };
  new Function("document", "Element", "HTMLSelectElement", "Event", "addEventListener", "removeEventListener", "requestAnimationFrame", "setTimeout", starter)(
    document,
    FakeElement,
    FakeSelect,
    FakeEvent,
    addEventListener,
    removeEventListener,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ run, ms }),
  );
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
  /** The visitor acts: an event of that type reaches the window's capturing listeners that are still there. */
  const act = (type: string, target: unknown = null) => [...(listeners.get(type) ?? [])].forEach((listener) => listener({ type, target }));
  /** How many listeners of each type are left. */
  const listening = () => Object.fromEntries([...listeners].map(([type, set]) => [type, set.size]));
  /** React's root effect says the page has hydrated (app/render/page-hydrated.ts). */
  const hydrated = () => documentListeners.get(PAGE_HYDRATED_EVENT)?.();
  return { appended, frames, timers, listening, documentListeners, runZeroTimers, act, hydrated };
}

/** What the starter does to an element it kept: taps it again, or says again that it changed. */
class Kept {
  isConnected = true;
  disabled = false;
  clicks = 0;
  changes: FakeEvent[] = [];
  click() {
    this.clicks += 1;
  }
  dispatchEvent(event: FakeEvent) {
    this.changes.push(event);
  }
}

/** An element as the starter looks at it: `closest` with the one selector it asks for. */
class FakeElement extends Kept {
  constructor(readonly button: (Kept & { type: string }) | null = null) {
    super();
  }
  closest(selector: string) {
    expect(selector).toBe('button[type="button"]');
    return this.button?.type === "button" ? this.button : null;
  }
}

class FakeSelect extends FakeElement {}

class FakeEvent {
  constructor(
    readonly type: string,
    readonly init: object,
  ) {}
}

const button = (type: string) => Object.assign(new Kept(), { type });

const INSERTED = [
  { tag: "link", rel: "preload", href: "/i18n/hi/common.0a1b.json" },
  { tag: "script", nonce: "n0nce", textContent: CONTEXT },
  { tag: "script", nonce: "n0nce", textContent: ENQUEUE },
  {
    tag: "link",
    rel: "modulepreload",
    href: "/assets/entry.client.js",
    nonce: "n0nce",
  },
  {
    tag: "link",
    rel: "modulepreload",
    href: "/assets/root.js",
    nonce: "n0nce",
  },
  { tag: "script", type: "module", nonce: "n0nce", textContent: CODE },
];

describe("the page's scripts on the visitor's first action", () => {
  it("takes the module preloads out of the head and the module script out of the body, and keeps everything else", () => {
    const html = scriptsOnFirstAction(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script nonce="n0nce" type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script nonce="n0nce">window.__scroll = {};</script>');
    // The texts for hydration are not fetched with the load; other preloads are.
    expect(html).toContain(
      '<link rel="preload" media="not all" as="fetch" crossorigin="anonymous" fetchPriority="low" href="/i18n/hi/common.0a1b.json" data-catalog=""/>',
    );
    expect(html).toContain('<link rel="preload" as="image" href="/logo.png"/>');
    // React Router's hand-over of the data is kept as text for the first action.
    expect(html).toContain(`<script nonce="n0nce" type="text/plain" data-on-first-action="">${CONTEXT}</script>`);
    expect(html).toContain(`<script nonce="n0nce" type="text/plain" data-on-first-action="">${ENQUEUE}</script>`);
    expect(html).not.toContain(`<script nonce="n0nce">window.__reactRouterContext`);
    expect(html).toContain("<main>Nikat</main>");
    // The module's text travels as a string with no "<" in it: nothing in it can end or bend the script element.
    const starter = /<script nonce="n0nce">(\(function[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(starter).toContain("a\\u003cb");
    expect(starter).not.toContain("<");
  });

  it("starts nothing while the page loads and the visitor does nothing: no frame, no timer brings them", () => {
    const { appended, frames, timers, runZeroTimers } = runStarter(scriptsOnFirstAction(page));
    frames.forEach((run) => run());
    runZeroTimers();
    timers.forEach((timer) => timer.run());
    runZeroTimers();
    expect(appended).toEqual([]);
  });

  it.each(FIRST_ACTIONS)(
    "puts them back on the visitor's first %s, once: the hand-over of the data, the preloads, then the same module script with the page's nonce",
    (type) => {
      const { appended, listening, runZeroTimers, act } = runStarter(scriptsOnFirstAction(page));
      expect(listening()).toEqual({ ...Object.fromEntries(FIRST_ACTIONS.map((one) => [one, 1])), click: 1, change: 2 });
      act(type);
      runZeroTimers();
      expect(appended).toEqual(INSERTED);
      // Every listener is gone, the keeper of actions too once the module script is in; another action does not load them twice.
      expect(listening()).toEqual({});
      for (const other of FIRST_ACTIONS) act(other);
      runZeroTimers();
      expect(appended).toHaveLength(INSERTED.length);
    },
  );

  it("starts them after the first frame on a page marked 'at once', and after 1.5 s in a hidden tab, never twice", () => {
    const { appended, frames, timers, runZeroTimers, act } = runStarter(scriptsOnFirstAction(page), "0");
    expect(appended).toEqual([]);
    frames.forEach((run) => run());
    expect(appended).toEqual([]);
    runZeroTimers();
    expect(appended).toEqual(INSERTED);
    timers.find((timer) => timer.ms === 1500)?.run();
    act("pointerdown");
    runZeroTimers();
    expect(appended).toHaveLength(INSERTED.length);

    const hidden = runStarter(scriptsOnFirstAction(page), "0");
    hidden.timers.find((timer) => timer.ms === 1500)?.run();
    hidden.runZeroTimers();
    expect(hidden.appended).toEqual(INSERTED);
  });

  it("starts them after the first frame when the server says so (a page with its one-time message), whatever the page's mark", () => {
    const marked = page.replace("<main>", '<main><span hidden data-start-scripts="15000"></span>');
    const { appended, frames, runZeroTimers } = runStarter(scriptsOnFirstAction(marked, { atOnce: true }), "15000");
    frames.forEach((run) => run());
    runZeroTimers();
    expect(appended).toEqual(INSERTED);
  });

  it("starts them after the delay a page asks for, or at the visitor's action if that comes first", () => {
    const waited = runStarter(scriptsOnFirstAction(page), "15000");
    expect(waited.frames).toEqual([]);
    expect(waited.timers.map((timer) => timer.ms)).toEqual([15000]);
    waited.timers[0]?.run();
    waited.runZeroTimers();
    expect(waited.appended).toEqual(INSERTED);

    const acted = runStarter(scriptsOnFirstAction(page), "15000");
    acted.act("touchstart");
    acted.runZeroTimers();
    acted.timers.find((timer) => timer.ms === 15000)?.run();
    acted.runZeroTimers();
    expect(acted.appended).toEqual(INSERTED);
  });

  it("makes again, once the page has hydrated, the last tap or choice before its module script that only scripts can answer", () => {
    const { act, hydrated, runZeroTimers } = runStarter(scriptsOnFirstAction(page));
    const submit = button("submit");
    act("click", new FakeElement(submit));
    act("click", "not an element");
    act("change", new FakeElement());
    const sort = new FakeSelect();
    act("change", sort);
    const print = button("button");
    act("click", new FakeElement(print));
    runZeroTimers();
    // From the module script on, actions are React's (it replays those on parts still hydrating).
    const later = button("button");
    act("click", new FakeElement(later));
    hydrated();
    expect([print.clicks, later.clicks, submit.clicks, sort.changes.length]).toEqual([1, 0, 0, 0]);
    hydrated();
    expect(print.clicks).toBe(1);
  });

  it("says again that a select changed; leaves an element that is gone or disabled by then", () => {
    const chosen = runStarter(scriptsOnFirstAction(page));
    const sort = new FakeSelect();
    chosen.act("change", sort);
    chosen.runZeroTimers();
    chosen.hydrated();
    expect(sort.changes).toEqual([new FakeEvent("change", { bubbles: true })]);

    const spoilers: [string, (kept: Kept) => void][] = [
      ["gone", (kept) => (kept.isConnected = false)],
      ["disabled", (kept) => (kept.disabled = true)],
    ];
    for (const [name, spoil] of spoilers) {
      const { act, runZeroTimers, hydrated } = runStarter(scriptsOnFirstAction(page));
      const tapped = button("button");
      act("click", new FakeElement(tapped));
      runZeroTimers();
      spoil(tapped);
      hydrated();
      expect(tapped.clicks, name).toBe(0);
    }
  });

  it("puts back at most four preloads a task, in the page's order, and the module script in a task of its own after them", () => {
    const hrefs = Array.from({ length: 9 }, (_, index) => `/assets/part-${index}.js`);
    const many = page.replace(
      '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/root.js" nonce="n0nce"/>',
      hrefs.map((href) => `<link rel="modulepreload" href="${href}" nonce="n0nce"/>`).join(""),
    );
    const { appended, runZeroTimers, act } = runStarter(scriptsOnFirstAction(many));
    act("keydown");
    const perTask = runZeroTimers()
      .filter((made) => made.length > 0)
      .map((made) => made.map((one) => one.href ?? one.tag));
    // The texts are asked for and the hand-over of the data runs first, in the page's order, with the first preloads.
    expect(perTask).toEqual([["/i18n/hi/common.0a1b.json", "script", "script", ...hrefs.slice(0, 4)], hrefs.slice(4, 8), hrefs.slice(8), ["script"]]);
    expect(appended.at(-1)).toEqual({
      tag: "script",
      type: "module",
      nonce: "n0nce",
      textContent: CODE,
    });
  });

  it("waits for the rest of the page when the visitor acts while it still comes in", () => {
    const { appended, documentListeners, runZeroTimers, act } = runStarter(scriptsOnFirstAction(page), null, "loading");
    act("scroll");
    runZeroTimers();
    expect(appended).toEqual([]);
    documentListeners.get("DOMContentLoaded")?.();
    runZeroTimers();
    expect(appended).toEqual(INSERTED);
  });

  it("leaves a page without React Router's module script as it is", () => {
    const plain = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root.js"/></head><body><p>Nikat</p></body></html>';
    expect(scriptsOnFirstAction(plain)).toBe(plain);
  });
});

describe("React Router's route manifest in the module script", () => {
  const manifest = { entry: { module: "/assets/entry.client.js", imports: ["/assets/a.js"], css: [] }, routes: { root: { id: "root", path: "", hasLoader: true } }, version: "be1d" };
  const moduleCode = (written: string) =>
    `;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${written};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");`;

  it("is written compact, as the same JSON, and the rest of the code is left as it was", () => {
    const pretty = moduleCode(JSON.stringify(manifest, null, 2));
    const compact = compactRouteManifest(pretty);
    expect(compact).toBe(moduleCode(JSON.stringify(manifest)));
    expect(compact.length).toBeLessThan(pretty.length);
  });

  it("is left as it is when it is not JSON where React Router writes it, or not there", () => {
    const notJson = moduleCode('{\n  "entry": route0\n}');
    expect(compactRouteManifest(notJson)).toBe(notJson);
    expect(compactRouteManifest(CODE)).toBe(CODE);
  });
});

