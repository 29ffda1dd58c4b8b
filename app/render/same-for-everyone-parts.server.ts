import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { reportFailure, type FailureCarrier } from "../../core/errors/report-failure";
import type { PartStore } from "./same-for-everyone";

const ATTRIBUTE = "data-same-for-everyone";

type Part = { id: number; html: Buffer; renderedAt: number; usedAt: number };

export type PartStoreOptions = {
  /** A part is rendered again after this long (a date in a part, the footer's year, is at most this late). */
  keptMs: number;
  /**
   * Parts kept at most. The fixed parts are a few dozen; a card is a part per language and data (a doctor's, a
   * pharmacy's at a place), so a busy server keeps the cards being shown, and memory stays bounded (about 2 KB a part).
   */
  maxParts: number;
  /**
   * A part is given up for a new one only when no page has asked for it for this long: a page in the making may
   * hold its marker until it is finished (at most the render's timeout, render-whole-page.server.tsx).
   */
  idleBeforeEvictionMs: number;
  now: () => number;
};

/**
 * The parts kept by this server process (same-for-everyone.tsx). A part not kept yet is rendered in
 * the page that first asks for it, and on its own right after (setImmediate): rendering inside React's render of
 * the page would disturb the state React keeps for it. A part past its time is renewed the same way, while pages
 * still get the kept one. When the store is full, the part unused longest makes room, if it has been unused long
 * enough; otherwise the new part is rendered in its pages, as any other.
 */
export function createPartStore(options: PartStoreOptions): PartStore & { withParts(page: Buffer): Buffer; size(): number } {
  // Oldest use first: a part that is used moves to the end.
  const parts = new Map<string, Part>();
  const partsById = new Map<number, Part>();
  const rendering = new Set<string>();
  let lastId = 0;

  function roomFor(now: number): boolean {
    if (parts.size < options.maxParts) return true;
    const [key, oldest] = parts.entries().next().value!;
    if (now - oldest.usedAt < options.idleBeforeEvictionMs) return false;
    parts.delete(key);
    partsById.delete(oldest.id);
    return true;
  }

  function keep(key: string, render: () => ReactNode, kept: Part | undefined, carrier: FailureCarrier) {
    try {
      const html = Buffer.from(renderToString(render()));
      const now = options.now();
      if (kept) {
        kept.html = html;
        kept.renderedAt = now;
      } else if (roomFor(now)) {
        const part = { id: (lastId += 1), html, renderedAt: now, usedAt: now };
        parts.set(key, part);
        partsById.set(part.id, part);
      }
      rendering.delete(key);
    } catch (error) {
      // Left in `rendering`, so never tried again: the part goes on being rendered in its pages, as any other.
      // It broke a rule of same-for-everyone.tsx (a context it may not use): a defect to fix, so it is reported.
      reportFailure(carrier, error, `same-for-everyone part ${key.split("\u0000")[0]} failed to render on its own`);
    }
  }

  return {
    attribute: ATTRIBUTE,
    markerFor(key: string, render: () => ReactNode, carrier: FailureCarrier): number | null {
      const now = options.now();
      const kept = parts.get(key);
      if (kept) {
        kept.usedAt = now;
        parts.delete(key);
        parts.set(key, kept);
      }
      const stale = !kept || now - kept.renderedAt >= options.keptMs;
      if (stale && !rendering.has(key) && rendering.size < options.maxParts) {
        rendering.add(key);
        setImmediate(() => keep(key, render, kept, carrier));
      }
      return kept?.id ?? null;
    },
    /**
     * Puts each part's HTML where the page has its marker (render-page.server.tsx, on the finished page). A marker can
     * only come from a part: React escapes every "<" of the text and attributes it writes.
     */
    withParts(page: Buffer): Buffer {
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
    },
    size: () => parts.size,
  };
}

const MARKER_START = Buffer.from(`<template ${ATTRIBUTE}="`);
const MARKER_END = Buffer.from(`"></template>`);

const processParts = createPartStore({ keptMs: 10 * 60_000, maxParts: 2000, idleBeforeEvictionMs: 60_000, now: Date.now });

/** This server process's parts. */
export const sameForEveryoneParts: PartStore = processParts;

/** The finished page with this process's parts where it marks them. */
export const withSameForEveryoneParts = (page: Buffer): Buffer => processParts.withParts(page);
