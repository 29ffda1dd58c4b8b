import { describe, expect, it } from "vitest";
import { mayMake, ORDER_STATUSES, startsFrom, statusAfter, TRANSITION_NAMES, type ActorRole, type OrderStatus, type TransitionName } from "./transitions";

const ROLES: ActorRole[] = ["patient", "admin", "agent", "lab", "payment"];

/**
 * The lifecycle written out a second time, by hand, from ARCHITECTURE.md §6 and issue #15: every status an order may
 * leave by each transition, the status it reaches, and who may make it. The table in code must say exactly this.
 */
const EXPECTED: Record<TransitionName, { from: OrderStatus[]; by: ActorRole[]; to: Partial<Record<OrderStatus, OrderStatus>> }> = {
  confirmTests: { from: ["Pending Confirmation", "Confirmed"], by: ["admin"], to: { "Pending Confirmation": "Confirmed", Confirmed: "Confirmed" } },
  pay: { from: ["Confirmed", "Agent Assigned"], by: ["payment"], to: { Confirmed: "Paid", "Agent Assigned": "Agent Assigned" } },
  assignLab: { from: ["Pending Confirmation", "Confirmed", "Paid"], by: ["admin"], to: { "Pending Confirmation": "Pending Confirmation", Confirmed: "Confirmed", Paid: "Paid" } },
  assignAgent: { from: ["Confirmed", "Paid", "Agent Assigned"], by: ["admin"], to: { Confirmed: "Agent Assigned", Paid: "Agent Assigned", "Agent Assigned": "Agent Assigned" } },
  startVisit: { from: ["Agent Assigned"], by: ["agent"], to: { "Agent Assigned": "Agent Assigned" } },
  collectSample: { from: ["Agent Assigned"], by: ["agent"], to: { "Agent Assigned": "Sample Collected" } },
  takePaymentAtDoor: {
    from: ["Confirmed", "Agent Assigned", "Sample Collected", "Report Generated"],
    by: ["admin", "agent"],
    to: { Confirmed: "Paid", "Agent Assigned": "Agent Assigned", "Sample Collected": "Sample Collected", "Report Generated": "Report Generated" },
  },
  uploadReport: { from: ["Sample Collected", "Report Generated"], by: ["lab", "admin"], to: { "Sample Collected": "Report Generated", "Report Generated": "Report Generated" } },
  reschedule: {
    from: ["Pending Confirmation", "Confirmed", "Paid", "Agent Assigned"],
    by: ["patient", "admin"],
    to: { "Pending Confirmation": "Pending Confirmation", Confirmed: "Confirmed", Paid: "Paid", "Agent Assigned": "Agent Assigned" },
  },
  cancel: {
    from: ["Pending Confirmation", "Confirmed", "Paid", "Agent Assigned"],
    by: ["patient", "admin"],
    to: { "Pending Confirmation": "Cancelled", Confirmed: "Cancelled", Paid: "Cancelled", "Agent Assigned": "Cancelled" },
  },
  unlockAgentCode: { from: ["Agent Assigned"], by: ["admin"], to: { "Agent Assigned": "Agent Assigned" } },
  acceptAmount: { from: ["Confirmed", "Agent Assigned"], by: ["patient"], to: { Confirmed: "Confirmed", "Agent Assigned": "Agent Assigned" } },
};

describe("the order lifecycle table", () => {
  it("names every transition the expectations name, and no other", () => {
    expect([...TRANSITION_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  const pairs = TRANSITION_NAMES.flatMap((name) => ORDER_STATUSES.map((status) => [name, status] as const));
  it.each(pairs)("%s from %s: allowed exactly when expected, to the expected status", (name, status) => {
    const expected = EXPECTED[name];
    expect(startsFrom(name, status)).toBe(expected.from.includes(status));
    if (expected.from.includes(status)) expect(statusAfter(name, status)).toBe(expected.to[status]);
  });

  const grants = TRANSITION_NAMES.flatMap((name) => ROLES.map((role) => [name, role] as const));
  it.each(grants)("%s by %s: allowed exactly when expected", (name, role) => {
    expect(mayMake(name, role)).toBe(EXPECTED[name].by.includes(role));
  });

  it("never leaves a finished order, and nothing but payment or staff bookkeeping acts on one", () => {
    for (const name of TRANSITION_NAMES) {
      // Refunds are money bookkeeping beside the lifecycle (core/refunds), not a transition of a cancelled order.
      expect(startsFrom(name, "Cancelled")).toBe(false);
      if (startsFrom(name, "Report Generated")) expect(["uploadReport", "takePaymentAtDoor"]).toContain(name);
    }
  });

  it("lets a patient act only before the sample is taken", () => {
    for (const name of TRANSITION_NAMES.filter((n) => mayMake(n, "patient"))) {
      for (const status of ORDER_STATUSES) if (startsFrom(name, status)) expect(["Sample Collected", "Report Generated", "Cancelled"]).not.toContain(status);
    }
  });
});
