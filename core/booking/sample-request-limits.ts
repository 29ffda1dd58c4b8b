import { PRESCRIPTION_MAX_BYTES } from "../files/upload-limits";

/** The booking form's choices and limits, apart from its schema so the form in the browser needs no validation library. */
export const GENDERS = ["Male", "Female", "Others"] as const;
export const MAX_ADDRESS_LENGTH = 300;
export const MAX_NOTE_LENGTH = 500;
/** The whole multipart booking form: the 10 MB prescription and room for the text fields around it. */
export const BOOKING_FORM_MAX_BYTES = PRESCRIPTION_MAX_BYTES + 512 * 1024;
