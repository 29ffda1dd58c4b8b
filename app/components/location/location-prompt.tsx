import { useState, memo } from "react";
import { useLocation } from "react-router";
import { LOCATION_ASKED_COOKIE } from "../../../core/geo/location-asked-cookie";
import { useTranslation } from "../../i18n/react";
import { setBrowserCookie } from "../../lib/browser-cookie";
import { Icon } from "../icons/icon";
import { openLocationLink } from "./location-dialog";

/**
 * Spec 000 §5 ('Please select location' while no place is chosen), asked in the page rather than by a modal and a
 * toast opening on their own (issue #31, decision 0005): the server renders it, so it costs a slow phone no script
 * work before the page is usable and it works without JavaScript. Its button opens the location popup (the /location
 * page without scripts); its close button keeps it away for this browser session.
 */
// memo: the shell renders again on every change of the router's state; see "Rendered again only when its props change" in app/render/hydrate-later.tsx.
export const LocationPrompt = memo(function LocationPrompt({ ask }: { ask: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [closed, setClosed] = useState(false);
  if (!ask || closed) return null;
  const here = pathname + search;
  return (
    <aside aria-labelledby="location-prompt-title" className="border-b border-amber-200 bg-amber-50">
      <div className="container-page flex items-start gap-3 py-3">
        <Icon name="map-pin" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-2">
          <div className="min-w-0 flex-1 basis-64">
            <p id="location-prompt-title" className="font-semibold text-slate-900">
              {t("location.selectLocation")}
            </p>
            <p className="text-sm text-slate-700">{t("location.intro")}</p>
          </div>
          <a {...openLocationLink(here)} id="location-prompt-button" className="btn bg-brand-700 py-2 text-white hover:bg-brand-800">
            {t("location.title")}
          </a>
        </div>
        <form
          method="post"
          action="/location/later"
          onSubmit={(event) => {
            event.preventDefault();
            setBrowserCookie(LOCATION_ASKED_COOKIE, "1", null);
            setClosed(true);
          }}
        >
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" aria-label={t("location.close")} className="-mt-2 -mr-2 inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-amber-100">
            <Icon name="x" className="h-5 w-5" />
          </button>
        </form>
      </div>
    </aside>
  );
});
