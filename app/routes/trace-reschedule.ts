import { redirect } from "react-router";
import { rescheduleOrder } from "../../core/orders/reschedule-order";
import { rescheduleSchema } from "../../core/orders/patient-change-schemas";
import { patientChange } from "./trace.server";
import { orderDeps } from "./staff/staff.server";
import type { Route } from "./+types/trace-reschedule";

/** The patient moves their visit to another slot (FAQ: up to 2 hours before it starts, before the agent leaves). */
export function action(args: Route.ActionArgs) {
  return patientChange(args, {
    schema: rescheduleSchema,
    what: "reschedule",
    done: "rescheduled",
    run: (form, actor, orderId) => rescheduleOrder(orderDeps(args.context), { orderId, actor, slot: form.slot }),
  });
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(/^[1-9]\d{0,15}$/.test(params.id) ? `/trace/test/${params.id}` : "/404");
}
