/**
 * Loader data that only the server's drawing of a page needs on its first load: a part the browser keeps as the
 * server drew it (kept-as-drawn.tsx) reads none of it while the page hydrates, so the page's hand-over leaves it out
 * (handoff-as-json.server.ts) and carries `{ drawnOnServer: true }` in its place. Data asked for later (a navigation,
 * a revalidation) arrives whole, marked the same way. Data that must be drawn by the browser too (a part whose failure
 * also shows as a toast, from an effect) is not marked. For a block of cards and links below the fold: the hospitals'
 * 2.6 KB of JSON were a fifth of what took the lab page past TCP's first window (docs/performance.md, session 30).
 */
export const DRAWN_ON_SERVER = "drawnOnServer";

/** The loader's data for a kept-as-drawn part, marked so the page's hand-over can leave it out. */
export function drawnOnServer<Data extends object>(data: Data): Data {
  return { ...data, [DRAWN_ON_SERVER]: true };
}

/** True for marked data, whole (on the server, or asked for later) or left out (isLeftOnServer). */
export function isDrawnOnServer(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as Record<string, unknown>)[DRAWN_ON_SERVER] === true;
}

/** True for what the hand-over carries in place of marked data: the mark alone. */
export function isLeftOnServer(value: unknown): boolean {
  return isDrawnOnServer(value) && Object.keys(value as object).length === 1;
}

/** The loaders' data with every marked object in it replaced by the mark alone (a plain JSON value). */
export function withoutDrawnData(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(withoutDrawnData);
  const object = value as Record<string, unknown>;
  if (isDrawnOnServer(object)) return { [DRAWN_ON_SERVER]: true };
  const copy: Record<string, unknown> = Object.create(null);
  for (const key in object) copy[key] = withoutDrawnData(object[key]);
  return copy;
}
