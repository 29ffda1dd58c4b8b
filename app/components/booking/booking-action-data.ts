/** What the booking form's action answers (as action data without JavaScript, as JSON to the upload). */
export type BookingActionData =
  | { ok: true; id: number; message: string }
  | {
      ok: false;
      /** Field name → catalog key of its message (common namespace). */
      fieldErrors: Record<string, string>;
      /** A problem with the whole form ('Please try again later'), catalog key. */
      formError?: string;
      /** What the patient typed, to put back (never the file). */
      values: Record<string, string>;
    };

export const BOOKING_SUCCESS_MESSAGE = "booking.created";
