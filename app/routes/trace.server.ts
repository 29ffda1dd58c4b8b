import { data, redirect, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { formAction } from "../lib/form-action.server";
import { getUser } from "../lib/session.server";

const ID = /^[1-9]\d{0,15}$/;

/** The problems the tracking page words in its banner (common `errors.<code>`); anything else is errors.badForm. */
export const CHANGE_ERRORS = [
  "rescheduleTooLate",
  "slotClosed",
  "sameSlot",
  "agentOnTheWay",
  "orderState",
  "orderChanged",
  "reasonNeeded",
  "unsupportedMediaType",
  "payloadTooLarge",
  "nameUnchanged",
  "nameNeeded",
  "badForm",
] as const;
export type ChangeError = (typeof CHANGE_ERRORS)[number];
export const isChangeError = (value: unknown): value is ChangeError => typeof value === "string" && (CHANGE_ERRORS as readonly string[]).includes(value);

/** What the tracking page's banner says was done (`change.done.<what>`). */
export const CHANGE_DONE = ["rescheduled", "cancelled", "amountAccepted", "nameCorrected"] as const;
export type ChangeDone = (typeof CHANGE_DONE)[number];
export const isChangeDone = (value: unknown): value is ChangeDone => typeof value === "string" && (CHANGE_DONE as readonly string[]).includes(value);

/** A reason left empty or too long is the one reason message, whichever rule caught it. */
const REASON_PROBLEMS = new Set(["errors.required", "errors.tooLong", "errors.controlCharacters"]);

/**
 * The tracking page's Reschedule, Cancel and name-correction posts (like Pay Now): the owner from the session, the form pipeline, one
 * core call, then back to the page with a banner. Another patient's order is the 404 page, the same as a missing one.
 */
export async function patientChange<S extends z.ZodType>(
  args: { request: Request; context: AppLoadContext; params: { id?: string } },
  options: {
    schema: S;
    what: string;
    done: ChangeDone;
    /** The banner's message for the form's own field when it is empty or too long (the cancel form's reason by default). */
    fieldProblem?: ChangeError;
    run: (form: z.output<S>, actor: { id: number; role: "patient" }, orderId: number) => Promise<unknown>;
  },
): Promise<Response> {
  const { request, context, params } = args;
  const id = params.id ?? "";
  if (!ID.test(id)) throw data(null, { status: 404 });
  const page = `/trace/test/${id}`;
  const user = await getUser(context);
  if (!user) return redirect(`/?redirectTo=${encodeURIComponent(page)}#booking`);
  const answer = await formAction({
    request,
    context,
    schema: options.schema,
    what: options.what,
    run: async (form) => {
      await options.run(form, { id: user.id, role: "patient" }, Number(id));
      return redirect(`${page}?changed=${options.done}`);
    },
  });
  if (answer instanceof Response) return answer;
  if (answer.init?.status === 404) throw data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  const result = answer.data;
  const key = result.ok ? "errors.badForm" : (result.formError ?? Object.values(result.fieldErrors)[0] ?? "errors.badForm");
  const code = REASON_PROBLEMS.has(key) ? (options.fieldProblem ?? "reasonNeeded") : key.replace(/^errors\./, "");
  return redirect(`${page}?changeError=${isChangeError(code) ? code : "badForm"}`);
}
