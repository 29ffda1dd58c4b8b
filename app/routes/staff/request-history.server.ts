import { parseSlotValue } from "../../../core/booking/slots";
import { slotText } from "../../../core/booking/slot-names";
import { formatDateTime, formatRupees } from "../../../core/format/format";
import type { Language } from "../../../core/i18n/language";
import { orderedTestsOf } from "../../../core/orders/ordered-test";
import type { HistoryChange } from "../../../core/staff/get-staff-request";
import { statusKey } from "../../components/tracking/status-key";
import { serverT } from "../../i18n/server-t.server";
import { actorText, attemptStateText, errorCodeText, paymentMethodText, paymentStatusText, refundStatusText } from "../../i18n/stored-values";
import { testNameIn } from "../../i18n/test-names.server";
import { formatIsoDate, isIsoDate } from "../../../core/time/kolkata-day";

const VALUE_MAX = 60;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const NAMED_FIELDS = new Set(Object.keys(serverT("en", "staff")("request.history.fields", { returnObjects: true }) as Record<string, string>));
/** The staff-side words of an order (agent_status, lab_status…), which the tracking page already translates. */
const TRACKING_VALUES = ["Pending", "Accepted", "Assigned", "Rejected", "Generated", "Completed", "On the way", "Collected"];

const cut = (text: string) => (text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text);

/** One stored value in the reader's language: statuses and codes by their words, money in rupees, times formatted. */
function valueText(lang: Language, field: string, value: unknown): string {
  const common = serverT(lang);
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return common(value ? "values.yes" : "values.no");
  if (typeof value === "number") return field.endsWith("_paise") ? formatRupees(value) : String(value);
  if (field === "tests") return cut(orderedTestsOf(value).map((test) => testNameIn(lang, test.name)).join(", ")) || "—";
  if (typeof value !== "string") return cut(JSON.stringify(value));
  const status = statusKey(value);
  if (field === "status" && status) return common(`tracking:statuses.${status}`);
  if (field === "payment_status") return paymentStatusText(common, value);
  if (field === "payment_method" || field === "method") return paymentMethodText(common, value);
  if (field === "refund_status") return refundStatusText(common, value);
  if (field === "cancelled_by") return actorText(common, value);
  if (field === "error_code") return errorCodeText(common, value);
  if (field === "gateway_state") return attemptStateText(common, value.toLowerCase());
  if (field === "payment_flag") return common(`staff:request.refunds.cause.${value}`, { defaultValue: value });
  if (field === "date" && parseSlotValue(value)) return slotText(value, lang);
  if (TRACKING_VALUES.includes(value)) return common(`tracking:details.values.${value}`);
  if (TIMESTAMP.test(value)) return formatDateTime(value);
  if (isIsoDate(value)) return formatIsoDate(value);
  return cut(value);
}

/**
 * An audit row's changes as sentences of the reader's language ("Status changed from Confirmed to Paid."), for
 * the request's history: field names and the values the database stores in English are both translated.
 */
export function historySentences(lang: Language, changes: readonly HistoryChange[], moreChanges: number): string[] {
  const t = serverT(lang, "staff");
  const sentences = changes.map((change) => {
    const field = t(`request.history.fields.${NAMED_FIELDS.has(change.field) ? change.field : "other"}`);
    const to = valueText(lang, change.field, change.after);
    if (!("before" in change)) return t("request.history.change.set", { field, to });
    const from = valueText(lang, change.field, change.before);
    return change.after === null ? t("request.history.change.cleared", { field, from }) : t("request.history.change.changed", { field, from, to });
  });
  return moreChanges > 0 ? [...sentences, t("request.history.change.more", { count: moreChanges })] : sentences;
}
