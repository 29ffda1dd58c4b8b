import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { PartStore } from "../components/same-for-everyone";

const ATTRIBUTE = "data-same-for-everyone";
/** A date in a part (the footer's year) is at most this late. */
const KEPT_MS = 10 * 60_000;
/** Parts are few (a handful of names, three languages, fixed props); the bound keeps a mistake from growing memory. */
const MAX_PARTS = 200;

type Part = { id: number; html: Buffer; renderedAt: number };
const parts = new Map<string, Part>();
const partsById = new Map<number, Part>();
const rendering = new Set<string>();

/**
 * The parts kept by this server process (components/same-for-everyone.tsx). A part not kept yet is rendered in
 * the page that first asks for it, and on its own right after (setImmediate): rendering inside React's render of
 * the page would disturb the state React keeps for it. A part past its time is renewed the same way, while pages
 * still get the kept one.
 */
export const sameForEveryoneParts: PartStore = {
  attribute: ATTRIBUTE,
  markerFor(key: string, render: () => ReactNode): number | null {
    const kept = parts.get(key);
    const stale = !kept || Date.now() - kept.renderedAt >= KEPT_MS;
    if (stale && !rendering.has(key) && (kept || parts.size < MAX_PARTS)) {
      rendering.add(key);
      setImmediate(() => {
        try {
          const part = { id: kept?.id ?? partsById.size + 1, html: Buffer.from(renderToString(render())), renderedAt: Date.now() };
          parts.set(key, part);
          partsById.set(part.id, part);
          rendering.delete(key);
        } catch {
          // Left in `rendering`, so never tried again: the part goes on being rendered in its pages, as any other.
        }
      });
    }
    return kept?.id ?? null;
  },
};

const MARKER_START = Buffer.from(`<template ${ATTRIBUTE}="`);
const MARKER_END = Buffer.from(`"></template>`);

/**
 * Puts each part's HTML where the page has its marker (entry.server.tsx, on the finished page). A marker can only
 * come from a part: React escapes every "<" of the text and attributes it writes.
 */
export function withSameForEveryoneParts(page: Buffer): Buffer {
  let at = page.indexOf(MARKER_START);
  if (at === -1) return page;
  const pieces: Buffer[] = [];
  let from = 0;
  while (at !== -1) {
    const idStart = at + MARKER_START.length;
    const idEnd = page.indexOf(MARKER_END, idStart);
    const part = idEnd === -1 ? undefined : partsById.get(Number(page.subarray(idStart, idEnd).toString()));
    if (!part) throw new Error("a same-for-everyone marker without its part");
    pieces.push(page.subarray(from, at), part.html);
    from = idEnd + MARKER_END.length;
    at = page.indexOf(MARKER_START, from);
  }
  pieces.push(page.subarray(from));
  return Buffer.concat(pieces);
}
