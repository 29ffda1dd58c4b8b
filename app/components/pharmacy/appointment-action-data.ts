import type { FieldErrors } from "../../../core/forms/parse-form";
import type { ConfirmationMessage } from "../../../core/pharmacy/request-pharmacy-appointment";

/** What the appointment form's action answers: the request as stored, or the problems plus what was typed. */
export type AppointmentActionData =
  | { ok: true; message: ConfirmationMessage; date: string; time: string }
  | { ok: false; fieldErrors: FieldErrors; formError?: string; values: Record<string, string> };
