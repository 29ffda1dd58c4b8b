/** Where the build writes the service worker (scripts/build-service-worker.mjs); at the root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = "/sw.js";

/**
 * The page's whole registration (issue #29): a few bytes inline, run after the load event so it never competes with
 * the page's own first load, and nothing in the first-load bundles. A browser without service workers, or a failed
 * registration (the development server has no worker), changes nothing: every page works without it.
 */
export const REGISTER_SERVICE_WORKER = `if("serviceWorker"in navigator)addEventListener("load",function(){navigator.serviceWorker.register("${SERVICE_WORKER_PATH}").catch(function(){})})`;
