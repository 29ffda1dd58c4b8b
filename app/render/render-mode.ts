/**
 * How pages are rendered (RENDER_MODE, server/config.ts; docs/decisions/0018-render-machinery.md):
 * - "whole": the page rendered at once into one buffer, with the loaders' data read ahead, the parent paths'
 *   route branches narrowed and the same-for-everyone parts put in from their store (app/render/render-page.server.tsx);
 * - "stock": React Router's ordinary streaming entry, none of the above. The way out when a page misbehaves or
 *   React Router or React is upgraded and the private fields the whole render relies on have changed.
 */
export const RENDER_MODES = ["whole", "stock"] as const;

export type RenderMode = (typeof RENDER_MODES)[number];
