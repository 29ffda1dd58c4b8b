import { cookieOptions, type CookieOptions } from "../session/cookie-options";

/**
 * Set when the visitor closes the prompt 'Please select location' without choosing a place: the prompt is not shown
 * again in this browser session (issue #31, decision 0005). Written by the prompt's script, or by POST
 * /location/later without one.
 */
export const LOCATION_ASKED_COOKIE = "location_asked";

export function locationAskedCookie(options: { secure: boolean }): { name: string; value: string; options: CookieOptions } {
  return { name: LOCATION_ASKED_COOKIE, value: "1", options: cookieOptions(null, options) };
}
