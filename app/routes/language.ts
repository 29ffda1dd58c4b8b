import { serialize } from "cookie";
import { redirect } from "react-router";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageOfPath,
  nextLanguage,
} from "../../core/i18n/language";
import { cookieOptions } from "../../core/session/cookie-options";
import { safeRedirectPath } from "../lib/safe-redirect";
import type { Route } from "./+types/language";

/** The globe: stores the next language in the lang cookie for one day and returns to the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const next = nextLanguage(String(form.get("current") ?? context.lang));
  let to = safeRedirectPath(form.get("redirectTo"));
  // On /en, /hi or /bn the address itself names a language; go to the new one's address.
  if (languageOfPath(new URL(to, "http://x").pathname)) to = `/${next}`;
  const cookie = serialize(LANGUAGE_COOKIE, next, cookieOptions(LANGUAGE_COOKIE_MAX_AGE_SECONDS, { secure: context.secureCookies }));
  return redirect(to, { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return redirect("/");
}
