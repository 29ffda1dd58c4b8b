/** Longest reason a pharmacy appointment accepts; apart from the schema so the form can read it without the validation library. */
export const MAX_REASON_LENGTH = 500;
