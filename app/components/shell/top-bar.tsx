import { memo } from "react";
import { Icon } from "../icons/icon";
import { useTranslation } from "../../i18n/react";
import { useLocation } from "react-router";
import { openLocationLink } from "../location/location-dialog";
import { displayPhone, telUrl } from "./support-links";

// memo: the shell renders again on every change of the router's state; see "Rendered again only when its props change" in app/render/hydrate-later.tsx.
export const TopBar = memo(function TopBar({ place, supportPhone, supportEmail }: { place: string | null; supportPhone: string; supportEmail: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <aside aria-label={t("topBar.label")} className="bg-brand-800 text-sm text-white">
      <div className="container-page flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1">
        <a
          {...openLocationLink(pathname + search)}
          id="location-button"
          className="inline-flex min-h-8 max-w-full items-center gap-1.5 rounded-md px-1 text-left font-medium hover:underline"
          aria-label={t("topBar.changeLocation", { place: place ?? t("topBar.defaultPlace") })}
        >
          <Icon name="map-pin" className="h-4 w-4 shrink-0" />
          <span className="truncate">{place ?? t("topBar.defaultPlace")}</span>
        </a>
        <div className="flex items-center gap-4">
          <a href={telUrl(supportPhone)} className="inline-flex items-center gap-1.5 hover:underline">
            <Icon name="phone" className="h-4 w-4" />
            <span>{displayPhone(supportPhone)}</span>
          </a>
          <a href={`mailto:${supportEmail}`} className="hidden items-center gap-1.5 hover:underline sm:inline-flex">
            <Icon name="mail" className="h-4 w-4" />
            <span>{supportEmail}</span>
          </a>
        </div>
      </div>
    </aside>
  );
});
