import { redirect } from "react-router";
import { chosenTests, repeatRemindersFormSchema } from "../../core/reminders/repeat-test-opt-ins";
import { FAMILY_PATH } from "../components/family/family-paths";
import { formAction, resourceAnswer } from "../lib/form-action.server";
import { familyPatient, ownMember } from "./account-family.server";
import type { Route } from "./+types/account-family-reminders";

/** A member's repeat-test reminders form (on their family page) posts here, a plain post; a GET goes to the member. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const member = await ownMember(context, await familyPatient(context, request), params.id);
  return redirect(`${FAMILY_PATH}/${member.id}#reminders`);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await familyPatient(context, request);
  const member = await ownMember(context, user, params.id);
  const answer = await formAction({
    request,
    context,
    schema: repeatRemindersFormSchema,
    what: "repeat-test reminders not saved",
    run: async (form) => {
      await context.core.setRepeatTestOptIns({ accountId: user.id, memberId: member.id, tests: chosenTests(form) });
      return redirect(`${FAMILY_PATH}/${member.id}?done=reminders&member=${member.id}#reminders`);
    },
  });
  return resourceAnswer(answer, context);
}
