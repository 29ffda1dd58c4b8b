import { labCopy } from "../booking/lab-copy";
import { takeSlotPlace } from "../booking/slot-capacity";
import { AppError } from "../errors/app-error";
import type { OrderDeps } from "./order-deps";
import { runTransition, type TransitionInput } from "./run-transition";

/**
 * Staff choose the lab for a patient who chose 'No choice' (or change it before the tests are priced). Once the
 * tests are priced by a lab, the lab stays: its prices are what the patient was asked to pay. The lab must have a place
 * left in the request's slot (slotFull otherwise).
 */
export async function assignLab(deps: OrderDeps, input: TransitionInput & { labId: number }) {
  return runTransition(deps, "assignLab", input, async (order, tx) => {
    if (order.lab_id !== null && order.status !== "Pending Confirmation") throw new AppError("orderState", 409, { status: order.status });
    const lab = await tx
      .selectFrom("hospitals")
      .select(["id", "name", "email", "phone", "map", "address", "test_time"])
      .where("id", "=", input.labId)
      .where("type", "=", "Lab")
      .where("status", "=", "Active")
      .executeTakeFirst();
    if (!lab) throw new AppError("labUnknown", 400);
    // The patient chose 'No choice', so no lab held a place for this slot until now (issue #27): the new lab must have one.
    if (lab.id !== order.lab_id && order.date !== null) await takeSlotPlace(tx, lab.id, order.date);
    return { set: { ...labCopy(lab), lab_assigned: "Assigned" }, result: { labId: lab.id } };
  });
}
