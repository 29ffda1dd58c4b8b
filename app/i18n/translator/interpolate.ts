const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/**
 * Fills {{name}} from the values, unescaped (React escapes on render). A value passed as undefined or null
 * becomes empty; a placeholder with no value at all stays as it is, so a forgotten value shows.
 */
export function interpolate(text: string, values: Readonly<Record<string, unknown>> | undefined): string {
  if (!values || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim();
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value === undefined || value === null ? "" : String(value);
  });
}
