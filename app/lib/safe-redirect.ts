/** A path of this site: exactly one "/" and then anything but another "/" or "\" (or the bare "/"). */
const OWN_PATH = /^\/(?:$|[^/\\])/;
const BASE = "http://nikat.invalid";

/**
 * The one gate for every redirect target that comes from a request (redirectTo, back, a Referer): only paths
 * of this site come out, anything else gives `fallback`. The value is read as a browser would read it (dot
 * segments resolved, backslashes as slashes, tabs and line breaks dropped, "%2e" as a dot) and the result is
 * checked again, decoded too: "/.//evil" resolves to "//evil", which a browser follows to another site.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !OWN_PATH.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  return OWN_PATH.test(path) && OWN_PATH.test(decodedOrSelf(url.pathname)) ? path : fallback;
}

function decodedOrSelf(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
