/**
 * Spec 001 §3.6: the photo of a pharmacy or hospital is the `src` of the first item of the JSON list in
 * `thumbnail`; empty, the text 'null' or anything malformed means the placeholder (null here). Only paths on
 * our own site are shown: the page's CSP allows images from here only, and an outside address would let
 * whoever wrote the row see every reader of the page.
 */
export function thumbnailSrc(thumbnail: string | null | undefined): string | null {
  const text = thumbnail?.trim() ?? "";
  if (text === "" || text === "null") return null;
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return null;
  }
  const first: unknown = Array.isArray(list) ? list[0] : null;
  const src = first !== null && typeof first === "object" && "src" in first ? first.src : null;
  if (typeof src !== "string") return null;
  const path = src.trim().replace(/^\/+/, "");
  if (!/^[\w-]+(?:\/[\w-]+)*\.(?:avif|gif|jpe?g|png|svg|webp)$/i.test(path)) return null;
  return `/${path}`;
}
