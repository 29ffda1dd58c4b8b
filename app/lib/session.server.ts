import { serialize } from "cookie";
import { data, redirect, type AppLoadContext } from "react-router";
import { SESSION_COOKIE, SESSION_COOKIE_SECURE } from "../../core/auth/session-cookie";
import type { Role, SessionUser } from "../../core/auth/sessions";
import { cookieOptions, expiredCookieOptions } from "../../core/session/cookie-options";
import { FLASH_COOKIE } from "../../core/session/flash-cookie";
import { COOKIES_CLEARED_AT_LOGOUT } from "../../core/session/ui-cookies";

const users = new WeakMap<AppLoadContext, Promise<SessionUser | null>>();

/** The signed-in user, from the session cookie and the sessions table only; looked up once per request. */
export function getUser(context: AppLoadContext): Promise<SessionUser | null> {
  let user = users.get(context);
  if (!user) {
    user = context.core.findSessionUser(context.sessionToken);
    users.set(context, user);
  }
  return user;
}

/** Loaders and actions that need a signed-in user: anyone else goes to /login and comes back afterwards. */
export async function requireUser(context: AppLoadContext, request: Request): Promise<SessionUser> {
  const user = await getUser(context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

export async function requireRole(context: AppLoadContext, request: Request, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(context, request);
  if (!roles.includes(user.role)) throw data(null, { status: 403 });
  return user;
}

const sessionCookieName = (context: AppLoadContext) => (context.secureCookies ? SESSION_COOKIE_SECURE : SESSION_COOKIE);

/** Spec 000 §9: OTP cookies last 24 hours; name and gender 1 day. They are for display only. */
const UI_COOKIE_MAX_AGE_SECONDS = 86_400;

/**
 * Set-Cookie headers for a fresh login: the httpOnly session cookie and the spec's two login flags. The spec's other
 * display cookies (phone, name, gender and the home address) are not set: scripts on the page could read them, and
 * a shared phone kept them for a day (docs/decisions/0005-spec-deviations.md). Pages show them from the session.
 */
export function loginCookies(context: AppLoadContext, session: { token: string; expiresAt: Date }): string[] {
  const maxAge = Math.floor((session.expiresAt.getTime() - Date.now()) / 1000);
  const ui = cookieOptions(UI_COOKIE_MAX_AGE_SECONDS, { secure: context.secureCookies });
  return [
    serialize(sessionCookieName(context), session.token, cookieOptions(maxAge, { secure: context.secureCookies, httpOnly: true })),
    ...LOGIN_FLAGS.map((name) => serialize(name, "true", ui)),
  ];
}

/** Spec 000 §3's login flags: they say a code was sent and verified, nothing about who. */
const LOGIN_FLAGS = ["otpSent", "otpVerified"] as const;

/** Set-Cookie headers that end the session cookie and every display cookie the spec clears at logout. */
export function logoutCookies(context: AppLoadContext): string[] {
  const gone = expiredCookieOptions({ secure: context.secureCookies });
  return [
    serialize(sessionCookieName(context), "", expiredCookieOptions({ secure: context.secureCookies, httpOnly: true })),
    ...COOKIES_CLEARED_AT_LOGOUT.map((name) => serialize(name, "", gone)),
  ];
}

/** A one-time message for the next page (shown as a toast, then deleted by the browser). */
export function flashCookie(context: AppLoadContext, key: string): string {
  return serialize(FLASH_COOKIE, key, cookieOptions(60, { secure: context.secureCookies }));
}

export function withCookies(cookies: string[], init: ResponseInit = {}): ResponseInit {
  const headers = new Headers(init.headers);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return { ...init, headers };
}
