/**
 * Every code business code throws, collected from the throw sites. Each names a translated message
 * (catalog key `errors.<code>` in the common namespace unless a form maps it elsewhere).
 */
export const APP_ERROR_CODES = [
  // phone numbers and accounts
  "phone",
  "role",
  "credentials",
  "currentPasswordWrong",
  "passwordTooShort",
  "passwordMismatch",
  "tooLong",
  // WhatsApp codes
  "notOnWhatsApp",
  "codeMalformed",
  "codeExpired",
  "codeWrong",
  "codeLocked",
  "resendTooSoon",
  "tooManyCodes",
  // staff sign-in: password, then a second factor (issue #25)
  "staffUsePassword",
  "signInExpired",
  "totpWrong",
  "totpAlreadyOn",
  "totpNoSetup",
  // budgets
  "tooManyRequests",
  "tooManyAttempts",
  "tooManyMessages",
  // location
  "pincodeInvalid",
  "pincodeNotFound",
  "locationOutside",
  // booking a home sample collection
  "prescriptionMissing",
  "prescriptionTooLarge",
  "prescriptionType",
  "prescriptionTooManyPixels",
  "prescriptionPdfActive",
  "prescriptionPdfLocked",
  "prescriptionPdfUnreadable",
  // orders and payments (catalog keys `errors.<code>` in the tracking namespace)
  "order_not_found",
  "already_paid",
  "order_cancelled",
  "not_payable",
  "payment_in_progress",
  "payment_not_found",
  "pay_too_often",
  "amount_not_accepted",
  // the order lifecycle (catalog keys `errors.<code>` in the common namespace; `status` names the order's state)
  "orderState",
  "orderChanged",
  "testsNeeded",
  "testUnknown",
  "amountInvalid",
  "amountReasonNeeded",
  "labNeeded",
  "labUnknown",
  "agentUnknown",
  "visitTimeInvalid",
  "agentOnTheWay",
  "visitNotToday",
  "agentCodeWrong",
  "agentCodeLocked",
  "paymentMethodNeeded",
  "onlinePaymentOpen",
  "gatewayUnreachable",
  "refundNotByGateway",
  "refundGone",
  "refundReferenceNeeded",
  "refundAmountInvalid",
  "refundDateInvalid",
  "reportMissing",
  "reportTooLarge",
  "reportType",
  "reportPdfActive",
  "reportPdfLocked",
  "reportPdfUnreadable",
  "rescheduleTooLate",
  "slotClosed",
  "sameSlot",
  "reasonNeeded",
  "nameUnchanged",
  // family members and booking for them (issue #27)
  "memberNotFound",
  "memberSelfTaken",
  "memberSelfRemove",
  "tooManyMembers",
  "guardianConsentNeeded",
  "slotFull",
  // the basket of tests priced before booking (issue #27)
  "basketOtherLab",
  "basketEmpty",
  "basketPriceChanged",
  // the account's own data: consents withdrawn (issue #34)
  "consentNotFound",
  // bodies that are not the form a page expects
  "unsupportedMediaType",
  "payloadTooLarge",
  "badForm",
  // the host's guards (server/cross-origin-guard.ts, server/hidden-characters-guard.ts, server/demo-only-paths.ts)
  "crossOrigin",
  "hiddenCharacters",
  "notFound",
] as const;

export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/**
 * The one error type business code throws. `code` names a translated message the UI shows;
 * `status` is the HTTP status a route should answer with (always 4xx: a 5xx is never a business outcome).
 */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly status = 400,
    readonly details: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = "AppError";
  }
}

/** By shape, not instanceof: the host and the React Router build each bundle their own copy of this module. */
export const isAppError = (error: unknown): error is AppError =>
  error instanceof Error && error.name === "AppError" && typeof (error as AppError).code === "string" && typeof (error as AppError).status === "number";
