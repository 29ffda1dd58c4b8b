/** Spec 000 §4: the four steps of the tracking page, in order. */
export const TRACKER_STEPS = ["orderConfirmed", "paymentConfirmed", "sampleCollected", "reportGenerated"] as const;
export type TrackerStepId = (typeof TRACKER_STEPS)[number];
export type StepState = "done" | "current" | "todo";

/**
 * Spec 000 §4 tracker step index: default 0; Paid or Agent Assigned 2; Sample Collected 3; Report Generated 4.
 * ARCHITECTURE.md §6 adds Confirmed 1 (the spec has no status between Pending Confirmation and Paid).
 */
export function trackerStepIndex(status: string): number {
  switch (status) {
    case "Confirmed":
      return 1;
    case "Paid":
    case "Agent Assigned":
      return 2;
    case "Sample Collected":
      return 3;
    case "Report Generated":
      return 4;
    default:
      return 0;
  }
}

export type Tracker = { cancelled: boolean; index: number; steps: { id: TrackerStepId; state: StepState }[] };

/**
 * Earlier steps done (green), the step at the index current (pink), later ones to do (grey). Payment Confirmed is
 * never drawn as reached while payment_status is not Success (an order to be paid at the door is not paid yet).
 */
export function trackerOf(order: { status: string; payment_status: string }): Tracker {
  const index = trackerStepIndex(order.status);
  const steps = TRACKER_STEPS.map((id, i) => {
    const number = i + 1;
    let state: StepState = number < index ? "done" : number === index ? "current" : "todo";
    if (id === "paymentConfirmed" && order.payment_status !== "Success") state = "todo";
    return { id, state };
  });
  return { cancelled: order.status === "Cancelled", index, steps };
}
