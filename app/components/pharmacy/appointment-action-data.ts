import type { ConfirmationMessage } from "../../../core/appointments/request-pharmacy-appointment";
import type { FormResult } from "../../lib/form-result";

/** What the appointment form's action answers: the request as stored, or the problems plus what was typed. */
export type AppointmentActionData = FormResult<{ message: ConfirmationMessage; date: string; time: string }>;
