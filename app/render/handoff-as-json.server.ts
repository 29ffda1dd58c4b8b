import { withoutDrawnData } from "./drawn-on-server";
import { inlineJson } from "./inline-json";

/**
 * The loaders' data travels in the page as plain JSON, and becomes React Router's own format in the browser.
 *
 * React Router writes the data for hydration as one string literal of its turbo-stream format (StreamTransfer): a
 * flat array in which every object key and value is a number pointing at another entry. Those numbers are unique
 * and follow no pattern, so brotli finds little to reuse in them or between them and the page's own text: the
 * data of My Lab Tests in English was 4.3 KB compressed as React Router writes it and 3.0 KB as plain JSON. A page
 * whose HTML passes TCP's first window (about 14 KB with the headers) costs a phone on slow data one more round
 * trip before its stylesheet (docs/performance.md, sessions 23 and 24).
 *
 * Here, when the data is plain (objects, arrays, strings, finite numbers, booleans and null, in one piece: no
 * deferred data, no dates, errors or undefined), the page carries it as a JSON literal passed to a small function
 * that writes it back into a turbo-stream line for React Router's stream (TURBO_LINE_FROM_JSON). Anything else is
 * left exactly as React Router wrote it. The browser's decoder reads the same values either way: the one
 * difference is that an object the loader returned in two places arrives as two equal objects. Data marked
 * drawnOnServer (drawn-on-server.ts) is left out here: the part that shows it keeps the server's drawing.
 * A private wire format: docs/decisions/0038-loader-data-as-json.md says what to check before an upgrade.
 */
const ENQUEUE_START = "<script nonce=";
const ENQUEUE_CALL = ">window.__reactRouterContext.streamController.enqueue(";
const ENQUEUE_END = ");</script>";

/** turbo-stream's reference for null (react-router's vendored turbo-stream-v2, `NULL`). */
const NULL_REFERENCE = -5;

/**
 * Writes a value of plain JSON as one turbo-stream line: each value at an index of its own, each object key and
 * array element a reference to one, the value itself at index 0. Runs in the page, before React Router reads the
 * stream; written as the page's own source (ES5, no helper), and tested as this very text.
 */
export const TURBO_LINE_FROM_JSON =
  'function(v){var a=[];function f(x){if(x===null)return -5;var i=a.length,o;a.push(0);if(typeof x!=="object")o=x;else if(Array.isArray(x))o=x.map(function(y){return f(y)});else{o={};Object.keys(x).forEach(function(k){o["_"+f(k)]=f(x[k])})}a[i]=o;return i}f(v);return JSON.stringify(a)+"\\n"}';

export function handoffAsJson(html: string): string {
  const call = html.indexOf(ENQUEUE_CALL);
  // Deferred data comes in more than one piece (a promise's value in a later one): left as React Router wrote it.
  if (call === -1 || html.indexOf(ENQUEUE_CALL, call + 1) !== -1) return html;
  const start = html.lastIndexOf(ENQUEUE_START, call);
  const end = html.indexOf(ENQUEUE_END, call);
  if (start === -1 || end === -1) return html;
  const line = turboLine(html.slice(call + ENQUEUE_CALL.length, end));
  const plain = line === null ? null : plainValueOf(line);
  if (plain === null) return html;
  const nonceAttribute = html.slice(start + ENQUEUE_START.length, call);
  const script = `<script nonce=${nonceAttribute}>window.__reactRouterContext.streamController.enqueue((${TURBO_LINE_FROM_JSON})(${inlineJson(withoutDrawnData(plain.value))}));</script>`;
  return html.slice(0, start) + script + html.slice(end + ENQUEUE_END.length);
}

/** The piece's one line without its newline, or null when the piece is not a single line of JSON. */
function turboLine(literal: string): string | null {
  let text: unknown;
  try {
    text = JSON.parse(literal);
  } catch {
    return null;
  }
  if (typeof text !== "string" || !text.endsWith("\n") || text.indexOf("\n") !== text.length - 1) return null;
  return text.slice(0, -1);
}

class NotPlain extends Error {}

/**
 * The value a turbo-stream line holds, when it is plain JSON; null when it is not. A value shared by two references
 * is written out for each; a line whose objects and arrays would be written out more than four times its entries
 * that way, or that refers back into itself (which never ends), is left alone.
 */
export function plainValueOf(line: string): { value: unknown } | null {
  let flat: unknown;
  try {
    flat = JSON.parse(line);
  } catch {
    return null;
  }
  if (!Array.isArray(flat) || flat.length === 0) return null;
  const entries: unknown[] = flat;
  let budget = 4 * entries.length;
  const valueAt = (reference: unknown): unknown => {
    if (reference === NULL_REFERENCE) return null;
    if (typeof reference !== "number" || !(reference >= 0 && reference < entries.length)) throw new NotPlain();
    const entry = entries[reference];
    if (entry === null || typeof entry !== "object") return entry;
    if ((budget -= 1) < 0) throw new NotPlain();
    if (Array.isArray(entry)) {
      // An array that starts with a string is a typed value (a date, a map, a promise, a plugin's class).
      if (typeof entry[0] === "string") throw new NotPlain();
      return entry.map(valueAt);
    }
    // No prototype: a key named "__proto__" stays a key, carried to the browser as React Router's line carried it.
    const object: Record<string, unknown> = Object.create(null);
    for (const key in entry) {
      const name = key.startsWith("_") ? entries[Number(key.slice(1))] : undefined;
      if (typeof name !== "string") throw new NotPlain();
      object[name] = valueAt((entry as Record<string, unknown>)[key]);
    }
    return object;
  };
  try {
    return { value: valueAt(0) };
  } catch {
    // Not plain, or nested past the stack's depth: React Router's own line is always right.
    return null;
  }
}
