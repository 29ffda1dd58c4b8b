/** Over HTTPS the cookie carries the __Host- prefix: browsers then insist on Secure, Path=/ and no Domain. */
export const SESSION_COOKIE = "nikat_session";
export const SESSION_COOKIE_SECURE = "__Host-nikat_session";
