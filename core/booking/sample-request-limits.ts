/** The booking form's choices and limits, apart from its schema so the form in the browser needs no validation library. */
export const GENDERS = ["Male", "Female", "Others"] as const;
export const MAX_ADDRESS_LENGTH = 300;
export const MAX_NOTE_LENGTH = 500;
