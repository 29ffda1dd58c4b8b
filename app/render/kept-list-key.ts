import { useRef } from "react";

/**
 * The key for a list whose items are same-for-everyone parts (same-for-everyone.tsx). A part whose HTML is kept from
 * the server is a boundary React has not hydrated, and React cannot move such a boundary's HTML: when the list's order
 * changed (another sort, another search), the kept cards stayed where they were and the others were put around them
 * (e2e/pharmacy.spec.ts saw one card left at the top of an alphabetical list). So the list is drawn anew, every card
 * rendered by React, whenever its order is not the one before with items added at its end; "Load more" keeps the
 * cards already shown.
 */
export function useKeptListKey(ids: readonly (string | number)[]): number {
  const seen = useRef<{ order: string[]; generation: number } | null>(null);
  const order = ids.map(String);
  seen.current = nextListKey(seen.current, order);
  return seen.current.generation;
}

/** The list's order and key after `order`: the key changes unless `order` is the one before, extended at its end. */
export function nextListKey(before: { order: string[]; generation: number } | null, order: string[]): { order: string[]; generation: number } {
  if (before === null) return { order, generation: 0 };
  const extended = order.length >= before.order.length && before.order.every((id, index) => order[index] === id);
  return { order, generation: extended ? before.generation : before.generation + 1 };
}
