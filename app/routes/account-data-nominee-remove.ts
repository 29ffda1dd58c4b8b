import { redirect } from "react-router";
import { removeNomineeFormSchema } from "../../core/privacy/nominee-form";
import { NOMINEE_PATH } from "../components/privacy/privacy-paths";
import { formAction, resourceAnswer } from "../lib/form-action.server";
import { NO_STORE, rightsPatient } from "./account-rights.server";
import type { Route } from "./+types/account-data-nominee-remove";

/** The nominee page's Remove button posts here (a plain post); a GET goes back to the page. */
export function loader() {
  return redirect(NOMINEE_PATH);
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await rightsPatient(context, request);
  const answer = await formAction({
    request,
    context,
    schema: removeNomineeFormSchema,
    what: "nominee not removed",
    run: async () => {
      await context.core.removeNominee({ accountId: user.id });
      return redirect(`${NOMINEE_PATH}?done=removed`, { headers: NO_STORE });
    },
  });
  return resourceAnswer(answer, context);
}
