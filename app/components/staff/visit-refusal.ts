import { firstProblem, type FormFailure } from "../../lib/form-result";

/** Refusals the locked visit's own box already says (with the office's number): shown there only. */
const SAID_BY_LOCKED_BOX = new Set(["errors.agentCodeLocked"]);

/**
 * Which of a refused agent post's problems goes where on the visit page: the code's and the payment method's by
 * their fields, anything else at the top, except what the locked box says when it is shown.
 */
export function visitRefusal(failure: FormFailure | null, options: { lockedBoxShown: boolean }): { code?: string; paymentMethod?: string; top?: string } {
  if (!failure) return {};
  const code = failure.fieldErrors.code;
  const paymentMethod = failure.fieldErrors.paymentMethod;
  if (code || paymentMethod) return { code, paymentMethod };
  const top = firstProblem(failure);
  return top && options.lockedBoxShown && SAID_BY_LOCKED_BOX.has(top) ? {} : { top };
}
