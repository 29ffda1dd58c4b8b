/** Shown instead of text when a key is missing, so tests (and people) spot it at once. */
export const MISSING_KEY_MARK = "⟦";

export const missingKeyText = (key: string): string => `${MISSING_KEY_MARK}${key}⟧`;
