import { serialize } from "cookie";
import type { AppLoadContext } from "react-router";
import { cookieOptions } from "../../core/session/cookie-options";

/** The basket's cookie: a random token only (the tests are kept on the server), unreadable to scripts. */
export const BASKET_COOKIE = "basket";
const BASKET_COOKIE_SECONDS = 30 * 86_400;

export const basketToken = (context: AppLoadContext): string | undefined => context.cookies[BASKET_COOKIE];

export function basketCookie(context: AppLoadContext, token: string): string {
  return serialize(BASKET_COOKIE, token, cookieOptions(BASKET_COOKIE_SECONDS, { secure: context.secureCookies, httpOnly: true }));
}

/** What a booking from the basket needs of the request: the visitor's basket and the total their page showed. */
export function basketOf(context: AppLoadContext, shown: string | undefined) {
  return {
    basketToken: basketToken(context),
    shownTotalPaise: shown && /^\d{1,9}$/.test(shown) ? Number(shown) : null,
    trackingUrl: (id: number) => `${context.origin}/trace/test/${id}`,
  };
}

/** The visitor's basket at today's prices, or null; a basket that cannot be read is no reason to fail the page. */
export function loadBasket(context: AppLoadContext) {
  const token = basketToken(context);
  return token ? context.core.showBasket(token) : Promise.resolve(null);
}
