/**
 * The one set of options for every cookie we set: whole site, SameSite=Lax (links from WhatsApp keep the
 * session, cross-site posts do not), Secure over HTTPS. Display cookies stay readable; the session cookie is httpOnly.
 * The shape fits the `cookie` package's serialize(), @fastify/cookie's setCookie() and the browser's
 * app/lib/browser-cookie.ts.
 */
export type CookieOptions = { path: "/"; maxAge?: number; expires?: Date; sameSite: "lax"; secure: boolean; httpOnly: boolean };

/** `maxAgeSeconds` null: a cookie for this browser session only. */
export function cookieOptions(maxAgeSeconds: number | null, options: { secure: boolean; httpOnly?: boolean }): CookieOptions {
  return {
    path: "/",
    ...(maxAgeSeconds === null ? {} : { maxAge: maxAgeSeconds }),
    sameSite: "lax",
    secure: options.secure,
    httpOnly: options.httpOnly ?? false,
  };
}

/** The options that delete a cookie set with cookieOptions(): the same path, already expired (also for old browsers). */
export function expiredCookieOptions(options: { secure: boolean; httpOnly?: boolean }): CookieOptions {
  return { ...cookieOptions(0, options), expires: new Date(0) };
}
