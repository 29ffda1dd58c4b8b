/**
 * What a route module declares for the host, as React Router's `handle` export
 * (`export const handle = { maxBodyBytes } satisfies RouteHandle`): the bytes a request body to it may have, when
 * not the text forms' 64 KB (an upload page). The host reads it from the build's routes (server/page-body.ts), and
 * the route's formAction takes its `maxBytes` from the same declaration, so the cap is one number in one place.
 */
export type RouteHandle = { maxBodyBytes?: number };
