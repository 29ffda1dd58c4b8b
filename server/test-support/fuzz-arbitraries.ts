import fc from "fast-check";

/** The inputs every fuzz suite draws from (server/fuzz*.int.test.ts): form fields, text with traps, and whole bodies. */

export const FIELD_NAMES = [
  "intent", "phone", "code", "password", "current", "confirmation", "redirectTo", "pincode", "lat", "lon", "pin",
  "firstName", "lastName", "email", "subject", "message", "consent", "name", "city", "category", "chamberId",
  "date", "time", "reason", "requestKey",
];
export const GOOD_VALUES = [
  "request-code", "verify-code", "password-login", "reset", "9830012345", "+91 98300-12345", "098300 12345", "733134", "000000",
  "999999", "123456", "12", "abcdef", "on", "rina@example.in", "Rina Das", "রিনা দাস", "रीना दास", "pharmacy", "2030-01-01",
  "10:00", "09:00", "A message long enough to be stored.", "/", "//evil.example", "https://evil.example", "25.6", "88.1", "0", "NaN",
];
export const CONTROL = ["\u0000", "\u0001", "\u0007", "\u001b", "\u007f", "\u0085", "\u009f", "\t", "\n", "\r"];

const controlled = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
  .map(([before, control, after]) => before + control + after);

/** A field's value: mostly plausible, often with control characters, unicode, binary or far too long. */
export const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...GOOD_VALUES) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 3, arbitrary: controlled },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 30_000 }).map((n) => "x".repeat(n)) },
);

/** Field names: the forms' own, else anything. */
export const fieldName = (names: readonly string[] = FIELD_NAMES) =>
  fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });
export const fields = fc.array(fc.tuple(fieldName(), text), { maxLength: 10 });

export type Body = { type?: string; payload: string | Buffer };

/** Text fields as multipart, written by hand so a field's name and the boundary can be anything. */
export function multipart(entries: [string, string][], boundary: string): string {
  const parts = entries.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`);
  return `${parts.join("")}--${boundary}--\r\n`;
}

/** A whole body: forms in every encoding, broken multipart, JSON, other types, random bytes, far too big. */
export const bodyOf = (entries: fc.Arbitrary<[string, string][]>): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 6, arbitrary: entries.map((list) => ({ type: "application/x-www-form-urlencoded", payload: new URLSearchParams(list).toString() })) },
    { weight: 2, arbitrary: entries.map((list) => ({ type: "multipart/form-data; boundary=fuzzboundary", payload: multipart(list, "fuzzboundary") })) },
    { weight: 1, arbitrary: entries.map((list) => ({ type: "multipart/form-data", payload: multipart(list, "nob") })) },
    { weight: 1, arbitrary: entries.map((list) => ({ type: "multipart/form-data; boundary=wrong", payload: multipart(list, "right") })) },
    { weight: 1, arbitrary: entries.map((list) => ({ type: "multipart/form-data; boundary=cut", payload: multipart(list, "cut").slice(0, -9) })) },
    { weight: 1, arbitrary: entries.map((list) => ({ type: "application/json", payload: JSON.stringify(Object.fromEntries(list)) })) },
    { weight: 1, arbitrary: fc.record({ type: fc.constantFrom("text/plain", "application/xml", "text/html", "application/octet-stream", "", "x/y; charset=nope"), payload: fc.string({ maxLength: 200 }) }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ type: "application/x-www-form-urlencoded", payload: Buffer.from(bytes) })) },
    { weight: 1, arbitrary: fc.integer({ min: 17_000, max: 200_000 }).map((n) => ({ type: "application/x-www-form-urlencoded", payload: `message=${"m".repeat(n)}` })) },
  );
export const body = bodyOf(fields);

/** Mostly the form as a browser posts it (so valid ones get as far as succeeding), otherwise any body. */
export const formBodyOf = (entries: fc.Arbitrary<[string, string][]>): fc.Arbitrary<Body> =>
  fc.oneof(
    { weight: 3, arbitrary: entries.map((list) => ({ type: "application/x-www-form-urlencoded", payload: new URLSearchParams(list).toString() })) },
    { weight: 1, arbitrary: bodyOf(entries) },
  );

/**
 * React Router's data request for a page (its loaders or its action, without rendering HTML): the same
 * code paths at a fraction of the cost, so most fuzzed requests use it and the run stays short.
 */
export function asDataRequest(url: string): string {
  const [path = "/", query] = url.split("?");
  if (/^\/(api|webhooks)\/|\.data$|\.(xml|txt)$|^\/(healthz|readyz)$/.test(path)) return url;
  const dataPath = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
  return query === undefined ? dataPath : `${dataPath}?${query}`;
}
