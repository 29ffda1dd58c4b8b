/** Over HTTPS the cookie carries the __Host- prefix: browsers then insist on Secure, Path=/ and no Domain. */
export const SESSION_COOKIE = "nikat_session";
export const SESSION_COOKIE_SECURE = "__Host-nikat_session";

/** The staff password step's pending sign-in (issue #25): httpOnly, minutes long, useless without the server's record. */
export const STAFF_SIGN_IN_COOKIE = "nikat_sign_in";
export const STAFF_SIGN_IN_COOKIE_SECURE = "__Host-nikat_sign_in";
