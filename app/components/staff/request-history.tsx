import type { HistoryChange } from "../../../core/staff/history-changes";
import type { TFunction } from "../../i18n/translator/t-function";
import { statusKey } from "../tracking/status-key";

export type HistoryEntryView = { id: number; at: string; who: string | null; role: string; action: string; changes: HistoryChange[] };

const ROLES = new Set(["admin", "agent", "lab", "patient", "link", "gateway-webhook", "payment-job"]);
/** The stored payment methods (core/orders/door-payment.ts, the gateway's) to their catalog keys. */
const METHODS: Record<string, string> = { Cash: "cash", "UPI at collection": "upi", Gateway: "online" };
const PAYMENT_STATES = new Set(["Pending", "Success", "Cancelled"]);

/** One step of a request's history: what was done, by whom and when, and each change as a sentence in the reader's language. */
export function RequestHistoryEntry({ entry, t }: { entry: HistoryEntryView; t: TFunction<"staff"> }) {
  const role = t(`history.roles.${ROLES.has(entry.role) ? entry.role : "other"}`);
  return (
    <>
      <span className="font-semibold text-slate-900" data-action={entry.action}>
        {t(`request.history.actions.${entry.action.replace(/\./g, "_")}`, { defaultValue: entry.action })}
      </span>{" "}
      <span className="text-slate-700">{entry.who ? t("history.by", { who: entry.who, role, when: entry.at }) : t("history.byRole", { role, when: entry.at })}</span>
      {entry.changes.length > 0 ? (
        <ul className="mt-1 space-y-0.5 break-words text-sm text-slate-600" data-testid="history-changes">
          {entry.changes.map((change, index) => (
            <li key={index}>{changeSentence(change, t)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function changeSentence(change: HistoryChange, t: TFunction<"staff">): string {
  const values: Record<string, string | number> = { ...change.values };
  const status = (value: string | number | undefined) => {
    const key = statusKey(String(value ?? ""));
    return key ? t(`tracking:statuses.${key}`) : String(value ?? "");
  };
  if (change.kind === "statusChanged" || change.kind === "statusSet") {
    if (values.from !== undefined) values.from = status(values.from);
    values.to = status(values.to);
  }
  if (change.kind === "slotMoved") values.half = t(`history.halves.${values.half === 2 ? "2" : "1"}`);
  if (change.kind === "paymentState" && PAYMENT_STATES.has(String(values.state))) values.state = t(`history.paymentStates.${String(values.state)}`);
  if (change.kind === "paidBy") {
    const method = METHODS[String(values.method)];
    if (method) values.method = t(`history.methods.${method}`);
  }
  return t(`history.changes.${change.kind}`, values);
}
