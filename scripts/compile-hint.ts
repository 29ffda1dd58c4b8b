import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (Chrome 136 and later): the functions of a file that starts with it are compiled on the
 * background thread that streams the file in, not one by one on the main thread the first time each is called. The
 * page's first scripts call most of their functions while the page hydrates (React, React Router, the page's parts),
 * and compiling them lazily was a good share of its blocking time: measured in Lighthouse on a lab page, the median
 * blocking time fell from 872 to 795 ms with the hint as it is set here (docs/performance.md, session 26).
 * Other browsers read it as a comment. Only the browser's files carry it (the server compiles once, at start), and
 * only those Chrome streams, 30 KB and more: a smaller file is compiled on the main thread when it runs, and with the
 * hint it is compiled there whole, functions it never calls included. Measured on a lab page in Lighthouse: the hint
 * on every file of 8 KB and more made the blocking time worse than none; on those of 30 KB and more, better.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const SMALLEST_HINTED_FILE = 30 * 1024;

export function compileHintForFirstLoad(): Plugin {
  return {
    name: "nikat:compile-hint",
    applyToEnvironment: (environment) => environment.name === "client",
    renderChunk: {
      order: "post",
      handler: (code) => (code.length >= SMALLEST_HINTED_FILE ? { code: COMPILE_HINT + code, map: null } : null),
    },
  };
}
