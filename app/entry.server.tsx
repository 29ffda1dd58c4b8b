import type { AppLoadContext, HandleErrorFunction } from "react-router";
import { reportFailure } from "../core/errors/report-failure";

/** Every page is rendered by app/render/ (render-page.server.tsx), in the mode RENDER_MODE chooses. */
export { renderPage as default, streamTimeout } from "./render/render-page.server";

// The host serves the browser's text catalogs (server/routes/text-catalogs.ts) from the same build as the pages.
export { catalogFile } from "./i18n/catalog-files.server";

/** React Router's own report of a loader or action that threw: through the request's logger, never console (an error's text can hold personal data). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  reportFailure(context as unknown as AppLoadContext, error, "page loader or action failed");
};
