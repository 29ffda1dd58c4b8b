import { redirect } from "react-router";
import { basketFormSchema } from "../../core/basket/basket-form";
import { newBasketToken } from "../../core/basket/visitor-basket";
import { isAppError } from "../../core/errors/app-error";
import { formAction } from "../lib/form-action.server";
import { safeRedirectPath } from "../lib/safe-redirect";
import { withCookies } from "../lib/session.server";
import { basketCookie, basketToken } from "./basket.server";
import type { Route } from "./+types/basket";

/**
 * The basket's plain form posts (issue #27), with or without JavaScript: add a test or package of a lab, remove
 * one, empty the basket; then back to the page it came from. A test of another lab is not mixed in: the page is
 * asked to offer a new basket instead (?basketConflict=<test>&basketLab=<lab>).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const answer = await formAction({
    request,
    context,
    schema: basketFormSchema,
    what: "basket",
    run: async (form) => {
      const back = safeRedirectPath(form.back).split(/[?#]/)[0] ?? "/";
      const token = basketToken(context) ?? newBasketToken();
      const cookies = [basketCookie(context, token)];
      if (form.intent === "remove") await context.core.removeFromBasket(token, form.slug);
      if (form.intent === "empty") await context.core.emptyBasket(token);
      if (form.intent === "add") {
        try {
          await context.core.addToBasket({ token, labId: form.labId, slug: form.slug, startNew: form.startNew });
        } catch (error) {
          if (!isAppError(error) || error.code !== "basketOtherLab") throw error;
          const ask = new URLSearchParams({ basketConflict: form.slug, basketLab: String(form.labId), ...(form.book ? { book: "1" } : {}) });
          return redirect(`${back}?${ask.toString()}#basket`, withCookies(cookies, { status: 303 }));
        }
        // ?new=1: the booking form opens even for a patient whose section would show My Lab Tests first.
        if (form.book) return redirect(`${back}?new=1#booking`, withCookies(cookies, { status: 303 }));
      }
      return redirect(`${back}#basket`, withCookies(cookies, { status: 303 }));
    },
  });
  if (answer instanceof Response) return answer;
  // A test or lab no longer offered, or a form that is not ours: back to the page, which shows the basket as it is.
  const result = answer.data;
  const code = result.ok ? "badForm" : (result.formError ?? Object.values(result.fieldErrors)[0] ?? "errors.badForm").replace(/^errors\./, "");
  return redirect(`/?basketError=${encodeURIComponent(code)}#basket`, { status: 303 });
}

export function loader() {
  return redirect("/");
}
