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
    .replace(tag, () => `<script nonce="${nonce}">${starter(preloads, code ?? "", atOnce)}</script>`)
    .replace(HANDOFF_SCRIPT, (_, handoffNonce: string) => `<script nonce="${handoffNonce}" type="text/plain" ${KEPT_FOR_FIRST_ACTION}="">`);
  return head + body;
}

function starter(preloads: (string | undefined)[], code: string, atOnce: boolean): string {
  return (
    `(function(){var nonce=document.currentScript.nonce,started=false,preloads=${inlineJson(preloads)},actions=${inlineJson(FIRST_ACTIONS)};` +
    `function preload(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;link.nonce=nonce;document.head.appendChild(link)}` +
    `function run(){removeEventListener("click",keep,true);removeEventListener("change",keep,true);var script=document.createElement("script");script.type="module";script.nonce=nonce;script.textContent=${inlineJson(code)};document.body.appendChild(script)}` +
    `function next(from){preloads.slice(from,from+${PRELOADS_PER_TASK}).forEach(preload);setTimeout(preloads.length>from+${PRELOADS_PER_TASK}?function(){next(from+${PRELOADS_PER_TASK})}:run,0)}` +
    `function handoff(){document.querySelectorAll("script[${KEPT_FOR_FIRST_ACTION}]").forEach(function(kept){var script=document.createElement("script");script.nonce=nonce;script.textContent=kept.textContent;kept.replaceWith(script)})}` +
    `function begin(){document.querySelectorAll('link[${CATALOG_ATTRIBUTE}][media="${NO_MEDIA}"]').forEach(function(link){var copy=link.cloneNode();copy.removeAttribute("media");link.replaceWith(copy)});handoff();next(0)}` +
    `function start(){if(started)return;started=true;actions.forEach(function(type){removeEventListener(type,start,true)});if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",begin);else setTimeout(begin,0)}` +
    `actions.forEach(function(type){addEventListener(type,start,{capture:true,passive:true})});` +
    `var action=null;function keep(event){var target=event.target instanceof Element?event.target:null,kept=event.type==="click"?target&&target.closest('button[type="button"]'):target instanceof HTMLSelectElement&&target;if(kept)action={type:event.type,target:kept}}` +
    `addEventListener("click",keep,true);addEventListener("change",keep,true);` +
    `document.addEventListener("${PAGE_HYDRATED_EVENT}",function(){var kept=action;action=null;if(!kept||!kept.target.isConnected||kept.target.disabled)return;if(kept.type==="click")kept.target.click();else kept.target.dispatchEvent(new Event("change",{bubbles:true}))});` +
    `var asked=document.querySelector("[${START_SCRIPTS_ATTRIBUTE}]"),after=${atOnce ? 0 : `asked?Number(asked.getAttribute("${START_SCRIPTS_ATTRIBUTE}")):-1`};` +
    `if(after===0){requestAnimationFrame(start);setTimeout(start,${HIDDEN_TAB_START_MS})}else if(after>0)setTimeout(start,after)})()`
  );
}
