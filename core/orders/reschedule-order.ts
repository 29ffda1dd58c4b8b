import { takeSlotPlace } from "../booking/slot-capacity";
import { availableSlots, isSlot, slotValue } from "../booking/slots";
import { slotText } from "../booking/slot-names";
import { AppError } from "../errors/app-error";
import { isLanguage } from "../i18n/language";
import type { OrderDeps } from "./order-deps";
import { runTransition, type TransitionInput } from "./run-transition";
import { patientMayStillChange, slotStartTime } from "./slot-start";

/**
 * Another slot for the visit, by the booking's slot rules (ARCHITECTURE.md §6: the slot changes, not the status).
 * The patient may do it until the agent leaves and up to 2 hours before the slot starts (FAQ); later, support can.
 * An agent already sent keeps the visit, moved to the new slot's start. A slot the lab has no place left in is refused (slotFull).
 */
export async function rescheduleOrder(deps: OrderDeps, input: TransitionInput & { slot: string }) {
  return runTransition(deps, "reschedule", input, async (order, tx, now) => {
    if (order.agent_started_at) throw new AppError("agentOnTheWay", 409, { status: order.status });
    if (input.actor.role === "patient" && !patientMayStillChange(order.date, now)) throw new AppError("rescheduleTooLate", 409, { status: order.status });
    if (!isSlot(input.slot) || !availableSlots(now).includes(input.slot)) throw new AppError("slotClosed", 409);
    const date = slotValue(input.slot, now);
    if (date === order.date) throw new AppError("sameSlot", 400);
    // The new slot must have a place at the order's lab (issue #27); an order with no lab yet is held when staff assign one.
    if (order.lab_id !== null) await takeSlotPlace(tx, order.lab_id, date);
    const language = isLanguage(order.language) ? order.language : "en";
    return {
      set: {
        date,
        ...(order.agent_id !== null ? { agent_assign_date: date.slice(0, 10), agent_assign_time: slotStartTime(date) } : {}),
      },
      messages: [{ template: "order_rescheduled", params: { name: order.name, order: String(order.id), slot: slotText(date, language) } }],
      result: { date },
    };
  });
}
