/**
 * Spec 000 §3: the cookies the browser keeps for display (name, place, flags) and that logout clears.
 * `lang` stays: logging out must not switch a Bengali reader's page to another language.
 */
export const COOKIES_CLEARED_AT_LOGOUT = [
  "uid", "phone", "name", "gender", "age", "address", "city", "state", "country", "pincode", "lat", "lon", "lng",
  "otpSent", "otpVerified", "browser_id", "selected_by", "visited", "sync_time", "last_sync",
  "oid", "oname", "region", "district", "circle", "theme", "otype", "orank",
] as const;

/** Spec 000 §9: logout shows its loader for 3 seconds, then goes home. */
export const LOGOUT_REDIRECT_DELAY_MS = 3_000;

/** The visitor's random id for the trace (spec 000 §3); a tracking cookie, so it lasts one day (§9). */
export const BROWSER_ID_COOKIE = "browser_id";
