import { cookieOptions, type CookieOptions } from "../../core/session/cookie-options";

/**
 * The browser's side of core/session/cookie-options.ts: the few display cookies a page's script writes itself,
 * with the same options as the server's (Secure when the page came over HTTPS). Kept to a few lines rather than
 * the `cookie` package, so the browser bundle does not grow.
 */
export function setBrowserCookie(name: string, value: string, maxAgeSeconds: number | null): void {
  document.cookie = cookieText(name, value, cookieOptions(maxAgeSeconds, { secure: location.protocol === "https:" }));
}

export const hasBrowserCookie = (name: string): boolean => document.cookie.split("; ").some((cookie) => cookie.startsWith(`${name}=`));

/** One document.cookie assignment for these options (httpOnly cannot be set from a script and is never asked for here). */
export function cookieText(name: string, value: string, options: CookieOptions): string {
  return `${name}=${encodeURIComponent(value)}; Path=${options.path}; SameSite=Lax${options.maxAge === undefined ? "" : `; Max-Age=${options.maxAge}`}${options.secure ? "; Secure" : ""}`;
}
