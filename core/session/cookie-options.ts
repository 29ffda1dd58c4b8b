/**
 * The one set of options for every cookie we set: whole site, SameSite=Lax (links from WhatsApp keep the
 * session, cross-site posts do not), Secure over HTTPS. Display cookies stay readable; the session cookie is httpOnly.
 * The shape fits both the `cookie` package's serialize() and @fastify/cookie's setCookie().
 */
export type CookieOptions = { path: "/"; maxAge: number; sameSite: "lax"; secure: boolean; httpOnly: boolean };

export function cookieOptions(maxAgeSeconds: number, options: { secure: boolean; httpOnly?: boolean }): CookieOptions {
  return { path: "/", maxAge: maxAgeSeconds, sameSite: "lax", secure: options.secure, httpOnly: options.httpOnly ?? false };
}
