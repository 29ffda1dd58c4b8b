import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

/**
 * The loaders' data a page hands to React Router in the browser: every script of the page that feeds React Router's
 * stream, run as the page runs it, and the stream decoded with React Router's own decoder.
 */
export async function handoffInPage(html: string): Promise<unknown> {
  const pieces: string[] = [];
  const window = { __reactRouterContext: { streamController: { enqueue: (text: string) => pieces.push(text), close: () => undefined } } };
  for (const [, code] of html.matchAll(/<script[^>]*>(window\.__reactRouterContext\.streamController\.(?:enqueue|close)\([\s\S]*?)<\/script>/g)) {
    new Function("window", code ?? "")(window);
  }
  return decodeTurboStream(pieces.join(""));
}

/** React Router's decoding of a turbo-stream text, deferred values and all. */
export async function decodeTurboStream(text: string): Promise<unknown> {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  const { value, done } = await decodeViaTurboStream(stream, globalThis);
  await done;
  return value;
}
