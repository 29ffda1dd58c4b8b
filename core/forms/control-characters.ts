/**
 * C0 and C1 control characters and DEL. PostgreSQL refuses NUL in text (error 22021), and none of them
 * belongs in a name, an address or a search; tab and line breaks are kept only in multi-line fields.
 */
/* eslint-disable no-control-regex -- matching control characters is this module's purpose */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_ALL = /[\u0000-\u001F\u007F-\u009F]/g;
/* eslint-enable no-control-regex */

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value);
}

/** Search boxes and query parameters: control characters count as nothing. */
export function stripControlCharacters(value: string): string {
  return value.replace(CONTROL_ALL, "");
}
