import { inlineJson } from "./inline-json";

/**
 * The page's scripts start downloading once the page has painted, not while it is still waiting for its stylesheet.
 *
 * React Router's <Scripts> preloads every module of the page from the head and imports the first ones from an inline
 * module script; the browser fetches all of them while the HTML is parsed. On slow mobile data those downloads share
 * the line with the stylesheet, and the first paint waits for bytes it does not need: measured, the largest paint
 * with scripts came 250–850 ms after the same page without them (docs/performance.md, session 20). Here the module
 * preloads and the inline module script leave the HTML; a small inline script puts them back in the document after
 * the first frame (a frame is never drawn before the stylesheet has arrived), or after 1.5 s in a hidden tab, where no
 * frame is drawn. Forms and links work as plain HTML meanwhile, and what is typed is kept (app/lib/use-typed-value.ts).
 * They go back a few at a time, each few in a task of its own and the module script in the last: each preload costs
 * the main thread 0.5–2.5 ms to start, and all of a page's eighteen in one task made it a long one (30–44 ms unslowed
 * in a trace on our test machine, a phone four times that: docs/performance.md, session 26).
 */
const PRELOADS_PER_TASK = 4;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

export function scriptsAfterFirstPaint(html: string): string {
  const endOfHead = html.indexOf("</head>");
  const module = MODULE_SCRIPT.exec(html);
  if (endOfHead === -1 || !module || module.index < endOfHead) return html;
  const [tag, nonce, code] = module;
  const preloads = [...html.slice(0, endOfHead).matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const head = html.slice(0, endOfHead).replace(MODULE_PRELOAD, "");
  const body = html.slice(endOfHead);
  // A function, so that "$&" or "$'" in the module's text is not read as a replacement pattern.
  return head + body.replace(tag, () => `<script nonce="${nonce}">${starter(preloads, code ?? "")}</script>`);
}

function starter(preloads: (string | undefined)[], code: string): string {
  return `(function(){var nonce=document.currentScript.nonce,started=false,preloads=${inlineJson(preloads)};function preload(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;link.nonce=nonce;document.head.appendChild(link)}function run(){var script=document.createElement("script");script.type="module";script.nonce=nonce;script.textContent=${inlineJson(code)};document.body.appendChild(script)}function next(from){preloads.slice(from,from+${PRELOADS_PER_TASK}).forEach(preload);setTimeout(preloads.length>from+${PRELOADS_PER_TASK}?function(){next(from+${PRELOADS_PER_TASK})}:run,0)}function start(){if(started)return;started=true;next(0)}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1500)})()`;
}
