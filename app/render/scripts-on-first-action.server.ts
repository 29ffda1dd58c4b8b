import { CATALOG_ATTRIBUTE } from "../i18n/page-catalogs";
import { inlineJson } from "./inline-json";
import { PAGE_HYDRATED_EVENT } from "./page-hydrated";
import { START_SCRIPTS_ATTRIBUTE } from "./start-scripts";

/**
 * The page's scripts start with the visitor's first action on it (a touch, a key, a scroll, a pointer moving, a
 * field taking focus or changing), not while the page loads (decision 0039).
 *
 * Every link and form of ours works as plain HTML, and the server renders every page whole: what the scripts add is
 * in-page navigation, suggestions while typing and the like, all of it answers to an action. Started during the load,
 * they cost a ₹8,000 phone 0.5–0.8 s of blocking time on top of the page (docs/performance.md, sessions 20–28), while
 * the visitor is reading; a visitor who only reads (a tracking page, an article) pays for them and never uses them.
 * So React Router's module preloads and its inline module script leave the HTML, and a small inline script puts them
 * back once the visitor acts. Forms and links work as plain HTML meanwhile, what is typed is kept
 * (app/lib/use-typed-value.ts), and a tap or a choice that only scripts can answer is answered once the page has
 * hydrated.
 *
 * That answer: the action that starts the scripts should not have to be made twice. Two kinds have no answer of their
 * own as plain HTML: a tap on a `type="button"` button, and a new choice in a select whose form sends itself on a
 * change (the pharmacy list's sort). The starter keeps the last such action until it runs the module script, and
 * makes it again when the root's effect says the page has hydrated (PAGE_HYDRATED_EVENT). An action after the module
 * script is React's: it replays those on parts still hydrating. A link or a submit button needs no help: the browser
 * follows or posts it, as without scripts.
 *
 * A page that must show something without being asked (a countdown, a live order) says when its scripts start
 * instead (app/render/start-scripts.tsx), and so does the server for a page with its one-time message: at once, after
 * the first frame (a frame is never drawn before the stylesheet has arrived, so the first paint does not share the
 * slow line with them; 1.5 s in a hidden tab, where no frame is drawn), or after a delay.
 *
 * The rest waits for the whole page to have arrived (a visitor may act while it still comes in). Then the page's texts
 * are asked for, the hand-over of the loaders' data runs and the preloads go back, in tasks after the action's own
 * (its tap or key is answered first), a few at a time, each few in a task of its own and the module script in the
 * last: each preload costs the main thread 0.5–2.5 ms to start, and all of a page's eighteen in one task made it a
 * long one (30–44 ms unslowed in a trace on our test machine, a phone four times that: docs/performance.md, session
 * 26).
 */
const PRELOADS_PER_TASK = 4;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/**
 * React Router's manifest of the page's routes, in its module script, is written with an indent of two spaces: 8 KB
 * on the lab page, and 45–65 bytes more compressed than as compact JSON. Rewritten compact; left as it is when it
 * is not JSON where React Router 7 writes it (docs/decisions/0039-scripts-on-first-action.md says what to check
 * before an upgrade).
 */
const ROUTE_MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

export function compactRouteManifest(code: string): string {
  const manifest = ROUTE_MANIFEST.exec(code);
  if (!manifest) return code;
  let compact: string;
  try {
    compact = JSON.stringify(JSON.parse(manifest[2] ?? ""));
  } catch {
    return code;
  }
  return code.slice(0, manifest.index) + manifest[1] + compact + ";" + code.slice(manifest.index + manifest[0].length);
}

/** What counts as the visitor acting on the page. Each is listened for once, on the window, before any handler of ours. */
export const FIRST_ACTIONS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "scroll", "wheel", "change"] as const;

/** A tab that is hidden draws no frame: a page starting "at once" waits at most this long for its first. */
const HIDDEN_TAB_START_MS = 1500;

/**
 * React Router's hand-over of the loaders' data (its context, and the data our handoff-as-json.server.ts writes):
 * only hydration reads it, so it is not run while the page loads either. Kept as text, it is run on the first action,
 * in the page's order, before the modules.
 */
const HANDOFF_SCRIPT = /<script nonce="([^"]*)">(?=window\.__reactRouterContext)/g;
const KEPT_FOR_FIRST_ACTION = "data-on-first-action";

/**
 * The page's texts for hydration (app/i18n/page-catalogs.ts): preloaded from the head, they were fetched with every
 * load, though only the scripts read them. Their preloads stay for the scripts to find, for no media until the first
 * action puts in copies without it (a browser fetches a preload only for media that match).
 */
const CATALOG_PRELOAD = new RegExp(`<link rel="preload"(?= as="fetch"[^>]* ${CATALOG_ATTRIBUTE}="")`, "g");
const NO_MEDIA = "not all";
const CATALOG_LATER = `<link rel="preload" media="${NO_MEDIA}"`;

/** `atOnce`: the page starts its scripts without waiting for an action, as a page marked with <StartScripts /> does. */
export function scriptsOnFirstAction(html: string, { atOnce = false }: { atOnce?: boolean } = {}): string {
  const endOfHead = html.indexOf("</head>");
  const module = MODULE_SCRIPT.exec(html);
  if (endOfHead === -1 || !module || module.index < endOfHead) return html;
  const [tag, nonce, code] = module;
  const preloads = [...html.slice(0, endOfHead).matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const head = html.slice(0, endOfHead).replace(MODULE_PRELOAD, "").replace(CATALOG_PRELOAD, CATALOG_LATER);
  const body = html
    .slice(endOfHead)
    // A function, so that "$&" or "$'" in the module's text is not read as a replacement pattern.
    .replace(tag, () => `<script nonce="${nonce}">${starter(preloads, compactRouteManifest(code ?? ""), atOnce)}</script>`)
    .replace(HANDOFF_SCRIPT, (_, handoffNonce: string) => `<script nonce="${handoffNonce}" type="text/plain" ${KEPT_FOR_FIRST_ACTION}="">`);
  return head + body;
}

/**
 * The starter's names are one letter: its text goes with every page, inside TCP's first window. n: the page's nonce,
 * s: started, p: the module preloads, a: FIRST_ACTIONS, k: the kept action; e(tag): an element with the nonce,
 * l(href): a preload, r(): the module script, m(from): the preloads from `from` on, b(): begin (texts, hand-over,
 * preloads), g(): the first action, c(event): keep a tap or a choice, w: when to start without an action.
 */
function starter(preloads: (string | undefined)[], code: string, atOnce: boolean): string {
  return (
    `(function(){var n=document.currentScript.nonce,s=0,p=${inlineJson(preloads)},a=${inlineJson(FIRST_ACTIONS)},k=null;` +
    `function e(t){var x=document.createElement(t);x.nonce=n;return x}` +
    `function l(h){var x=e("link");x.rel="modulepreload";x.href=h;document.head.appendChild(x)}` +
    `function r(){removeEventListener("click",c,true);removeEventListener("change",c,true);var x=e("script");x.type="module";x.textContent=${inlineJson(code)};document.body.appendChild(x)}` +
    `function m(f){p.slice(f,f+${PRELOADS_PER_TASK}).forEach(l);setTimeout(p.length>f+${PRELOADS_PER_TASK}?function(){m(f+${PRELOADS_PER_TASK})}:r,0)}` +
    `function b(){document.querySelectorAll('link[${CATALOG_ATTRIBUTE}][media="${NO_MEDIA}"]').forEach(function(o){var x=o.cloneNode();x.removeAttribute("media");o.replaceWith(x)});` +
    `document.querySelectorAll("script[${KEPT_FOR_FIRST_ACTION}]").forEach(function(o){var x=e("script");x.textContent=o.textContent;o.replaceWith(x)});m(0)}` +
    `function g(){if(s)return;s=1;a.forEach(function(t){removeEventListener(t,g,true)});if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",b);else setTimeout(b,0)}` +
    `a.forEach(function(t){addEventListener(t,g,{capture:true,passive:true})});` +
    `function c(v){var t=v.target instanceof Element?v.target:null,o=v.type==="click"?t&&t.closest('button[type="button"]'):t instanceof HTMLSelectElement&&t;if(o)k={type:v.type,target:o}}` +
    `addEventListener("click",c,true);addEventListener("change",c,true);` +
    `document.addEventListener("${PAGE_HYDRATED_EVENT}",function(){var o=k;k=null;if(!o||!o.target.isConnected||o.target.disabled)return;if(o.type==="click")o.target.click();else o.target.dispatchEvent(new Event("change",{bubbles:true}))});` +
    `var q=document.querySelector("[${START_SCRIPTS_ATTRIBUTE}]"),w=${atOnce ? 0 : `q?Number(q.getAttribute("${START_SCRIPTS_ATTRIBUTE}")):-1`};` +
    `if(w===0){requestAnimationFrame(g);setTimeout(g,${HIDDEN_TAB_START_MS})}else if(w>0)setTimeout(g,w)})()`
  );
}
