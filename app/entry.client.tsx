import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageCatalogs } from "./i18n/page-catalogs";

loadPageCatalogs().then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  // The browser's own error report (its console and any error listener): the page works without scripts.
  (error: unknown) => reportError(new Error("The page's texts could not be loaded; it works without scripts.", { cause: error })),
);
