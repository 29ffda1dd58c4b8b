import { serialize } from "cookie";
import { redirect } from "react-router";
import { locationAskedCookie } from "../../core/geo/location-asked-cookie";
import { locationLaterFormSchema } from "../../core/geo/location-later-form-schema";
import { formAction, resourceAnswer } from "../lib/form-action.server";
import { safeRedirectPath } from "../lib/safe-redirect";
import type { Route } from "./+types/location-later";

/** The location prompt closed without JavaScript: not shown again this browser session; back to the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await formAction({
    request,
    context,
    schema: locationLaterFormSchema,
    what: "location prompt not closed",
    run: async (form) => {
      const { name, value, options } = locationAskedCookie({ secure: context.secureCookies });
      return redirect(safeRedirectPath(form.redirectTo), { headers: { "Set-Cookie": serialize(name, value, options) } });
    },
  });
  return resourceAnswer(answer, context);
}

export function loader() {
  return redirect("/location");
}
