import { serialize } from "cookie";
import type { AppLoadContext } from "react-router";
import { STAFF_SIGN_IN_COOKIE, STAFF_SIGN_IN_COOKIE_SECURE } from "../../core/auth/session-cookie";
import { cookieOptions, expiredCookieOptions } from "../../core/session/cookie-options";

const cookieName = (context: AppLoadContext) => (context.secureCookies ? STAFF_SIGN_IN_COOKIE_SECURE : STAFF_SIGN_IN_COOKIE);

/** This browser's pending staff sign-in token, as its cookie carries it. */
export const staffSignInToken = (context: AppLoadContext): string | undefined => context.cookies[cookieName(context)];

/** Set-Cookie for a pending staff sign-in: httpOnly, gone when the server's record expires. */
export function staffSignInCookie(context: AppLoadContext, pending: { token: string; expiresAt: Date }): string {
  const maxAge = Math.max(1, Math.floor((pending.expiresAt.getTime() - Date.now()) / 1000));
  return serialize(cookieName(context), pending.token, cookieOptions(maxAge, { secure: context.secureCookies, httpOnly: true }));
}

export function clearStaffSignInCookie(context: AppLoadContext): string {
  return serialize(cookieName(context), "", expiredCookieOptions({ secure: context.secureCookies, httpOnly: true }));
}
