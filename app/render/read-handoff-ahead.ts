import type { EntryContext } from "react-router";

/**
 * React Router writes the loaders' data into the page from a stream (its StreamTransfer component): one piece a
 * render pass, each a suspension, so the page needed React's streaming renderer. The data is complete before the
 * page is rendered (no loader defers anything), so it is read here, whole, into the cache StreamTransfer looks in
 * first, one entry per piece as StreamTransfer would have read it. Nothing suspends then, and React's synchronous
 * renderer writes the same page (render-page.server.tsx).
 */
export async function readHandoffAhead(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const pieces: NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]> = {};
  try {
    for (let identifier = 0; ; identifier += 1) {
      const piece = await reader.read().catch((error: unknown) => ({ error }));
      if ("error" in piece) {
        // StreamTransfer throws it where it renders, as it would have on reading it itself.
        pieces[identifier] = Object.assign(Promise.resolve(), { error: piece.error });
        break;
      }
      pieces[identifier] = Object.assign(Promise.resolve(), { result: { done: piece.done, value: decoder.decode(piece.value, { stream: true }) } });
      if (piece.done) break;
    }
  } finally {
    // StreamTransfer still takes a reader of its own (it reads nothing more: every piece is cached).
    reader.releaseLock();
  }
  context.renderMeta = { ...context.renderMeta, streamCache: pieces };
}
