/** Pay Now's own refusals, worded in the tracking catalog (`errors.<code>`). */
const PAYMENT_CODES = new Set([
  "order_not_found",
  "already_paid",
  "order_cancelled",
  "not_payable",
  "payment_in_progress",
  "payment_not_found",
  "gateway_unavailable",
  "pay_too_often",
]);

/** The form pipeline's refusals of a body that is not Pay Now's form, worded in the common catalog. */
const FORM_CODES = new Set(["unsupportedMediaType", "payloadTooLarge", "badForm", "server"]);

/** Whether a `payError` code (from the address or the JSON answer) is one the page can word. */
export const isPayErrorCode = (code: string | null | undefined): code is string => !!code && (PAYMENT_CODES.has(code) || FORM_CODES.has(code));

/** The catalog key (for the tracking page's t) of a Pay Now refusal; anything unknown reads as the gateway being away. */
export function payErrorKey(code: string | null | undefined): string {
  if (code && PAYMENT_CODES.has(code)) return `errors.${code}`;
  if (code && FORM_CODES.has(code)) return `common:errors.${code}`;
  return "errors.gateway_unavailable";
}
