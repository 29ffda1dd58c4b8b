import { redirect } from "react-router";
import { acceptAmount } from "../../core/orders/accept-amount";
import { acceptAmountSchema } from "../../core/orders/patient-change-schemas";
import { patientChange } from "./trace.server";
import { orderDeps } from "./staff/staff.server";
import type { Route } from "./+types/trace-accept-amount";

/** "Accept new amount" (issue #27): the owner accepts the amount the page showed; a newer change by staff is refused. */
export function action(args: Route.ActionArgs) {
  return patientChange(args, {
    schema: acceptAmountSchema,
    what: "accept amount",
    done: "amountAccepted",
    run: (form, actor, orderId) => acceptAmount(orderDeps(args.context), { orderId, actor, amountPaise: form.amountPaise }),
  });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(/^[1-9]\d{0,15}$/.test(params.id) ? `/trace/test/${params.id}` : "/404");
}
