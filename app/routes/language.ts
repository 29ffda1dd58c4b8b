import { serialize } from "cookie";
import { redirect } from "react-router";
import { languageFormSchema } from "../../core/i18n/language-form-schema";
import { languageOfPath, nextLanguage } from "../../core/i18n/language";
import { languageCookie } from "../../core/session/language-cookie";
import { formAction, resourceAnswer } from "../lib/form-action.server";
import { safeRedirectPath } from "../lib/safe-redirect";
import type { Route } from "./+types/language";

/** The globe: stores the next language in the lang cookie for one day and returns to the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await formAction({
    request,
    context,
    schema: languageFormSchema,
    what: "language not changed",
    run: async (form) => {
      const next = nextLanguage(form.current ?? context.lang);
      let to = safeRedirectPath(form.redirectTo);
      // On /en, /hi or /bn the address itself names a language; go to the new one's address.
      if (languageOfPath(new URL(to, "http://x").pathname)) to = `/${next}`;
      const { name, value, options } = languageCookie(next, { secure: context.secureCookies });
      const cookie = serialize(name, value, options);
      return redirect(to, { headers: { "Set-Cookie": cookie } });
    },
  });
  return resourceAnswer(answer, context);
}

export function loader() {
  return redirect("/");
}
