import { redirect } from "react-router";
import { cancelOrder } from "../../core/orders/cancel-order";
import { cancelSchema } from "../../core/orders/patient-change-schemas";
import { patientChange } from "./trace.server";
import { orderDeps } from "./staff/staff.server";
import type { Route } from "./+types/trace-cancel";

/** The patient cancels before the agent leaves, with a reason; a paid order is marked for refund. */
export function action(args: Route.ActionArgs) {
  return patientChange(args, {
    schema: cancelSchema,
    what: "cancel",
    done: "cancelled",
    run: (form, actor, orderId) => cancelOrder(orderDeps(args.context), { orderId, actor, reason: form.reason }),
  });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(/^[1-9]\d{0,15}$/.test(params.id) ? `/trace/test/${params.id}` : "/404");
}
