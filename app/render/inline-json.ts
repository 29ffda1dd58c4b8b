/** A value as JSON for an inline script element: no "<" in it, so no "</script" or "<!--" can end or bend the element. */
export const inlineJson = (value: unknown): string => JSON.stringify(value).replaceAll("<", "\\u003c");
