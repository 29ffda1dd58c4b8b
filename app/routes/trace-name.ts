import { redirect } from "react-router";
import { correctNameSchema } from "../../core/orders/patient-change-schemas";
import { patientChange } from "./trace.server";
import type { Route } from "./+types/trace-name";

/** Issue #34: the account holder corrects the name on one of their orders; core records the earlier name. */
export function action(args: Route.ActionArgs) {
  return patientChange(args, {
    schema: correctNameSchema,
    what: "correct name",
    done: "nameCorrected",
    fieldProblem: "nameNeeded",
    run: (form, actor, orderId) => args.context.core.correctOrderName({ accountId: actor.id, orderId, name: form.name }),
  });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(/^[1-9]\d{0,15}$/.test(params.id) ? `/trace/test/${params.id}` : "/404");
}
