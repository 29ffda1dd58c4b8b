import { data, type AppLoadContext } from "react-router";
import { sampleRequestSchema } from "../../core/booking/sample-request-schema";
import { PRESCRIPTION_MAX_BYTES } from "../../core/files/upload-limits";
import { fieldProblems, formAction } from "../lib/form-action.server";
import type { FormResult } from "../lib/form-result";
import { getUser } from "../lib/session.server";
import { BOOKING_SUCCESS_MESSAGE } from "../components/booking/booking-action-data";
import { BOOKING_UPLOAD_HANDLE } from "../components/booking/booking-paths";
import { BASKET_FIELD } from "../../core/basket/basket-field";
import { basketOf } from "./basket.server";

type Created = { id: number; message: string };
export type BookingAnswer = Awaited<ReturnType<typeof formAction<typeof sampleRequestSchema, Created>>>;

/**
 * Spec 001 §7 Create booking, for the plain form's page (/booking) and the upload endpoint: the one form pipeline
 * (multipart, the prescription streamed with its own 10 MB limit), one core call, one FormResult.
 */
export async function handleBooking(request: Request, context: AppLoadContext): Promise<BookingAnswer> {
  // Only a patient may send a file: anyone else is refused before the body is read.
  const user = await getUser(context);
  if (!user) return data<FormResult<Created>>({ ok: false, fieldErrors: {}, formError: "errors.bookingLoginFirst", values: {} }, { status: 401 });
  return formAction<typeof sampleRequestSchema, Created>({
    request,
    context,
    schema: sampleRequestSchema,
    what: "sample request not stored",
    maxBytes: BOOKING_UPLOAD_HANDLE.maxBodyBytes,
    upload: { name: "prescription", maxBytes: PRESCRIPTION_MAX_BYTES, tooLarge: "prescriptionTooLarge" },
    run: async (form, { file, values }) => {
      const deps = { storage: context.storage, messenger: context.auth.messenger, messageQueue: context.auth.messageQueue, log: context.log };
      const common = { patient: { id: user.id, phone: user.phone }, form, prescription: file, language: context.lang, now: new Date() };
      // The form shows the basket (and carries the total it showed) only when there is one: then the basket is booked.
      const created =
        values[BASKET_FIELD] !== undefined
          ? await context.core.bookBasket(deps, { ...common, ...basketOf(context, values[BASKET_FIELD]) })
          : await context.core.createSampleRequest(deps, common);
      if (!created.ok) return fieldProblems(created.fieldErrors, created.status);
      return { id: created.id, message: BOOKING_SUCCESS_MESSAGE };
    },
  });
}
