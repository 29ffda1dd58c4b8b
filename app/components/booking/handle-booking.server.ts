import type { AppLoadContext } from "react-router";
import { createSampleRequest, INVALID_BOOKING } from "../../../core/booking/create-sample-request";
import { isAppError } from "../../../core/errors/app-error";
import { getUser } from "../../lib/session.server";
import { BOOKING_SUCCESS_MESSAGE, type BookingActionData } from "./booking-action-data";
import { readBookingForm } from "./read-booking-form.server";

/** Spec 001 §7 Create booking, for the home view's action and the upload endpoint: read, one core call, answer. */
export async function handleBooking(request: Request, context: AppLoadContext): Promise<{ status: number; body: BookingActionData }> {
  // Only a patient may send a file: anyone else is refused before the body is read.
  const user = await getUser(context);
  if (!user) return { status: 401, body: { ok: false, fieldErrors: {}, formError: "errors.bookingLoginFirst", values: {} } };
  const read = await readBookingForm(request);
  const values = read.values;
  const { prescription: _file, ...kept } = values;
  const refuse = (status: number, fieldErrors: Record<string, string>, formError?: string) => ({
    status,
    body: { ok: false as const, fieldErrors, formError, values: kept },
  });
  if (!read.ok) {
    if (read.problem === "tooLarge") return refuse(413, { prescription: "errors.prescriptionTooLarge" });
    if (read.problem === "notMultipart") return refuse(415, {}, "errors.bookingNotMultipart");
    return refuse(400, {}, "errors.bookingTryAgain");
  }
  try {
    const created = await createSampleRequest(
      { db: context.db, storage: context.storage, messenger: context.auth.messenger },
      { patient: { id: user.id, phone: user.phone }, values, prescription: read.prescription, language: context.lang, now: new Date() },
    );
    return { status: 200, body: { ok: true, id: created.id, message: BOOKING_SUCCESS_MESSAGE } };
  } catch (error) {
    if (isAppError(error) && error.code === INVALID_BOOKING) {
      return refuse(error.status, Object.fromEntries(Object.entries(error.details).map(([field, key]) => [field, String(key)])));
    }
    // Only the error's name or code: a database error's text can quote the row, which holds health data.
    console.error("sample request not stored:", (error as { code?: string }).code ?? (error as Error).name);
    return refuse(500, {}, "errors.bookingTryAgain");
  }
}
