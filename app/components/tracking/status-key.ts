/** The order's status text (the spec's values) to its catalog key under `statuses`. */
const KEYS: Record<string, string> = {
  "Pending Confirmation": "pendingConfirmation",
  Confirmed: "confirmed",
  Paid: "paid",
  "Agent Assigned": "agentAssigned",
  "Sample Collected": "sampleCollected",
  "Report Generated": "reportGenerated",
  Cancelled: "cancelled",
};

export function statusKey(status: string): string | undefined {
  return KEYS[status];
}
