/**
 * The one thing the host knows of the render (server/react-router-handler.ts): `wholePageOf(response)`.
 *
 * In the "whole" render mode a rendered page is one buffer (render-whole-page.server.tsx). Handing it to the host as
 * a web stream cost a copy, a stream, a conversion to a Node stream and the compressor's stream pipeline per page;
 * the host takes the buffer itself, compresses it in one call (server/compress-page.ts), and reads the body of every
 * other response (the "stock" mode's pages among them). The page's Response has no body of its own: the host is its
 * only reader. Symbol.for: the app's build and the host's bundle each carry this module
 * (docs/decisions/0018-render-machinery.md).
 */
const WHOLE_PAGE = Symbol.for("nikat.wholePage");

type WithWholePage = Response & { [WHOLE_PAGE]?: Buffer };

export function wholePageResponse(page: Buffer, init: ResponseInit): Response {
  const response: WithWholePage = new Response(null, init);
  response[WHOLE_PAGE] = page;
  return response;
}

/** The page's bytes when the response is a whole rendered page, else undefined (read its body). */
export function wholePageOf(response: Response): Buffer | undefined {
  return (response as WithWholePage)[WHOLE_PAGE];
}
