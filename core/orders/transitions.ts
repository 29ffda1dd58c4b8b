/** ARCHITECTURE.md §6: every status an order can be in, in the order it moves through them. */
export const ORDER_STATUSES = ["Pending Confirmation", "Confirmed", "Paid", "Agent Assigned", "Sample Collected", "Report Generated", "Cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus => typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);

/** Who moves an order: the patient who owns it, staff by role, and the payment job (webhook, poll, reconciliation). */
export type ActorRole = "patient" | "admin" | "agent" | "lab" | "payment";

/** Statuses before the sample is taken: the patient may still cancel or move the visit. */
export const BEFORE_COLLECTION: readonly OrderStatus[] = ["Pending Confirmation", "Confirmed", "Paid", "Agent Assigned"];

type Transition = {
  /** The statuses the transition may start from. */
  from: readonly OrderStatus[];
  /** The status it leaves the order in; null: the status stays (a detail of the order changes). */
  to: OrderStatus | null;
  by: readonly ActorRole[];
  /** For the docs table and the console's help. */
  does: string;
};

/**
 * The one table of who may move an order from where to where (ARCHITECTURE.md §6, docs/order-lifecycle.md).
 * The transition functions check it inside their transaction; the conditions beyond the status (the agent has not
 * left, the amount is set…) are in each function.
 */
export const TRANSITIONS = {
  confirmTests: {
    from: ["Pending Confirmation", "Confirmed"],
    to: "Confirmed",
    by: ["admin"],
    does: "sets the tests and the amount (Pay Now appears); again while unpaid to correct them",
  },
  pay: { from: ["Confirmed", "Agent Assigned"], to: "Paid", by: ["payment"], does: "the gateway's payment, verified on the server (Agent Assigned stays)" },
  assignLab: {
    from: ["Pending Confirmation", "Confirmed", "Paid"],
    to: null,
    by: ["admin"],
    does: "chooses the lab when the patient chose 'No choice'",
  },
  assignAgent: { from: ["Confirmed", "Paid", "Agent Assigned"], to: "Agent Assigned", by: ["admin"], does: "an agent for a date and time (again to change it before they leave)" },
  startVisit: { from: ["Agent Assigned"], to: null, by: ["agent"], does: "the agent is on the way" },
  collectSample: { from: ["Agent Assigned"], to: "Sample Collected", by: ["agent"], does: "with the patient's 6-digit agent code; an unpaid order is paid at the door" },
  takePaymentAtDoor: {
    from: ["Confirmed", "Agent Assigned", "Sample Collected", "Report Generated"],
    to: null,
    by: ["admin", "agent"],
    does: "cash or UPI taken at collection (Confirmed becomes Paid)",
  },
  uploadReport: { from: ["Sample Collected", "Report Generated"], to: "Report Generated", by: ["lab", "admin"], does: "the report PDF (a replaced one stays in the audit trail)" },
  reschedule: { from: BEFORE_COLLECTION, to: null, by: ["patient", "admin"], does: "another slot; the patient only before the agent leaves and up to 2 hours before the slot" },
  cancel: { from: BEFORE_COLLECTION, to: "Cancelled", by: ["patient", "admin"], does: "with a reason; a paid order owes a refund (core/refunds)" },
  unlockAgentCode: { from: ["Agent Assigned"], to: null, by: ["admin"], does: "clears the lock after five wrong agent codes" },
  acceptAmount: {
    from: ["Confirmed", "Agent Assigned"],
    to: null,
    by: ["patient"],
    does: "the patient accepts the amount staff changed after a booking at a shown price (Pay Now shows again)",
  },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof TRANSITIONS;
export const TRANSITION_NAMES = Object.keys(TRANSITIONS) as TransitionName[];

export function mayMake(name: TransitionName, role: ActorRole): boolean {
  return (TRANSITIONS[name].by as readonly ActorRole[]).includes(role);
}

export function startsFrom(name: TransitionName, status: string): boolean {
  return (TRANSITIONS[name].from as readonly string[]).includes(status);
}

/** The status after the transition: its `to`, or the same status for one that changes a detail. */
export function statusAfter(name: TransitionName, status: OrderStatus): OrderStatus {
  if (name === "takePaymentAtDoor" && status === "Confirmed") return "Paid";
  if (name === "pay" && status === "Agent Assigned") return "Agent Assigned";
  return TRANSITIONS[name].to ?? status;
}
