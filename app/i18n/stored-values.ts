import type { TFunction } from "./translator/t-function";

/**
 * The words the database stores in English (the spec's values: "BLOOD TEST", "Gateway", "Female", a gateway's
 * "PAYMENT_ERROR", a message's template name…) in the reader's language, from common's `values`. A value no key
 * knows is shown as stored, so nothing is ever hidden from staff; the no-raw-values e2e test catches the known ones.
 */

const SERVICE_TYPES: Readonly<Record<string, string>> = { "BLOOD TEST": "bloodTest" };
const PAYMENT_METHODS: Readonly<Record<string, string>> = { Gateway: "gateway", Cash: "cash", "UPI at collection": "upi" };
const GENDERS = ["Male", "Female", "Others"];
const PAYMENT_STATUSES = ["Pending", "Success"];
const REFUND_STATUSES = ["Due", "Refunded"];
const ATTEMPT_STATES = ["pending", "completed", "failed", "expired"];
const ACTORS = ["patient", "admin", "agent", "lab", "payment", "link", "system", "gateway-webhook", "payment-job"];
const ERROR_CODES = ["PAYMENT_ERROR", "USER_CANCELLED", "EXPIRED", "CREATE_ABANDONED", "CREATE_FAILED", "CLOSED_AT_DOOR", "opted_out", "outcome_unknown", "transport_error"];
const TEMPLATES = [
  "login_code",
  "password_reset_code",
  "appointment_request_doctor",
  "appointment_request_pharmacy",
  "appointment_new_for_provider",
  "payment_confirmed",
  "payment_not_completed",
  "sample_request_received",
  "tests_confirmed",
  "amount_changed",
  "agent_assigned",
  "sample_collected",
  "report_ready",
  "report_ready_values",
  "results_corrected",
  "order_cancelled",
  "order_cancelled_refund",
  "refund_due",
  "order_rescheduled",
  "member_whatsapp_consent",
  "member_order_confirmed",
  "member_payment_confirmed",
  "member_sample_collected",
  "member_report_ready",
  "data_export_ready",
  "account_erased",
  "grievance_answered",
  "visit_eve_reminder",
  "visit_eve_reminder_fasting",
  "visit_on_the_way",
  "repeat_test_due",
  "whatsapp_not_found",
  "chat_reply",
];

/** The order's kind of service (the spec's "BLOOD TEST"). */
export function serviceTypeText(common: TFunction<"common">, serviceType: string): string {
  const key = SERVICE_TYPES[serviceType.trim().toUpperCase()];
  return key ? common(`values.serviceType.${key}`) : serviceType;
}

/** How the order was paid: online (the spec's "Gateway"), or cash or UPI at the door. */
export function paymentMethodText(common: TFunction<"common">, method: string): string {
  const key = PAYMENT_METHODS[method];
  return key ? common(`values.paymentMethod.${key}`) : method;
}

export function genderText(common: TFunction<"common">, gender: string): string {
  return GENDERS.includes(gender) ? common(`values.gender.${gender}`) : gender;
}

/** A language code (en, hi, bn) by its name in the reader's language. */
export function languageText(common: TFunction<"common">, code: string): string {
  return ["en", "hi", "bn"].includes(code) ? common(`language.name.${code}`) : code;
}

/** The order's payment_status (the spec's Pending and Success). */
export function paymentStatusText(common: TFunction<"common">, status: string): string {
  return PAYMENT_STATUSES.includes(status) ? common(`values.paymentStatus.${status}`) : status;
}

export function refundStatusText(common: TFunction<"common">, status: string): string {
  return REFUND_STATUSES.includes(status) ? common(`values.refundStatus.${status}`) : status;
}

/** An online payment attempt's state (pending, completed, failed, expired). */
export function attemptStateText(common: TFunction<"common">, state: string): string {
  return ATTEMPT_STATES.includes(state) ? common(`values.attemptState.${state}`) : state;
}

/** Who did something in an order's history: the patient, a staff role, the payment service. */
export function actorText(common: TFunction<"common">, actor: string): string {
  return ACTORS.includes(actor) ? common(`values.actor.${actor}`) : actor;
}

/**
 * A gateway's or WhatsApp's error code as a few words; a code we do not know is named as a code (staff quote it
 * to the provider), inside a sentence of the reader's language.
 */
export function errorCodeText(common: TFunction<"common">, code: string): string {
  return ERROR_CODES.includes(code) ? common(`values.errorCode.${code}`) : common("values.errorCode.other", { code });
}

/** A WhatsApp message's template (payment_confirmed…) by what the message says. */
export function templateText(common: TFunction<"common">, template: string): string {
  return TEMPLATES.includes(template) ? common(`values.template.${template}`) : template;
}

/** An amount not set yet (the spec's 'N/A'). */
export const notPricedText = (common: TFunction<"common">): string => common("values.notPriced");

/** A place's name in the reader's language when it is one of our areas (the top bar's "Raiganj"); others as written. */
export const areaNameIn =
  (common: TFunction<"common">) =>
  (place: string): string =>
    common(`areas.${place}`, { defaultValue: place });
