import { describe, expect, it } from "vitest";
import { historyChanges } from "./history-changes";

describe("historyChanges", () => {
  it("tells a status change with both values, and a value only in 'before' as no change", () => {
    expect(historyChanges({ status: "Pending Confirmation" }, { status: "Confirmed" })).toEqual([{ kind: "statusChanged", values: { from: "Pending Confirmation", to: "Confirmed" } }]);
    // A failed payment's row keeps the order's state before it as context: the status did not become "—".
    expect(historyChanges({ status: "Confirmed", payment_status: "Pending" }, { attempt: 12, error_code: "PAYMENT_ERROR" })).toEqual([]);
  });

  it("writes instants in Kolkata time, never as ISO text", () => {
    const [started] = historyChanges({ agent_started_at: null }, { agent_started_at: "2026-11-26T03:15:00.000Z", agent_status: "On the way", agent_response_time: "08:45 AM" });
    expect(started).toEqual({ kind: "agentStarted", values: { when: expect.stringMatching(/^26\/11\/2026, 8:45\sam$/) } });
    expect(JSON.stringify(historyChanges({}, { sample_collected_at: "2026-11-26T03:15:00.000Z" }))).not.toContain("T03:15");
  });

  it("tells the tests, the amount, the lab and the agent's visit as values a reader knows", () => {
    const confirmed = historyChanges(
      { status: "Pending Confirmation", tests: [], amount_paise: null },
      { status: "Confirmed", tests: [{ test_name: "Thyroid Profile", amount_paise: 60_000 }, { test_name: "HbA1c", amount_paise: 35_000 }], amount_paise: 95_000 },
    );
    expect(confirmed.map((change) => change.kind)).toEqual(["statusChanged", "testsSet", "amountSet"]);
    expect(confirmed[1]!.values).toEqual({ tests: "Thyroid Profile, HbA1c" });
    expect(confirmed[1]!.testNames).toEqual(["Thyroid Profile", "HbA1c"]);
    expect(confirmed[2]!.values.amount).toMatch(/^₹\s?950$/);

    expect(historyChanges({ lab_id: null, lab_name: null }, { lab_id: 4, lab_name: "Raiganj Diagnostics", lab_assigned: "Assigned" })).toEqual([{ kind: "labSet", values: { lab: "Raiganj Diagnostics" } }]);
    expect(historyChanges({ status: "Paid", agent_name: null, agent_assign_date: null, agent_assign_time: null }, { status: "Agent Assigned", agent_id: 3, agent_name: "Rahul Das", agent_assign_date: "2026-11-27", agent_assign_time: "14:30" })).toEqual([
      { kind: "statusChanged", values: { from: "Paid", to: "Agent Assigned" } },
      { kind: "agentSet", values: { agent: "Rahul Das" } },
      { kind: "visitSet", values: { date: "27/11/2026", time: "2:30 pm" } },
    ]);
  });

  it("tells a moved slot once, by its date and half", () => {
    expect(historyChanges({ date: "2026-11-27 1st Half", agent_assign_date: "2026-11-27", agent_assign_time: "08:00" }, { date: "2026-11-28 2nd Half", agent_assign_date: "2026-11-28", agent_assign_time: "12:00" })).toEqual([
      { kind: "slotMoved", values: { date: "28/11/2026", half: 2 } },
    ]);
  });

  it("tells a refund by its own amount and reference, not as the order's amount", () => {
    expect(historyChanges({ refund: 5, state: "due", amount_paise: 95_000 }, { refund: 5, reference: "UTR123", refunded_paise: 95_000, refunded_on: "2026-11-26", refund_status: "Refunded" }).map((c) => c.kind)).toEqual(["refundAmount", "refundReference"]);
  });

  it("counts the columns it has no sentence for instead of dumping them", () => {
    expect(historyChanges({}, { some_new_column: "x", another: 1, updated_at: "2026-11-26T03:15:00.000Z" })).toEqual([{ kind: "otherDetails", values: { count: 2 } }]);
  });
});
