import { Icon } from "../icons/icon";
import { lazy, Suspense, useEffect, useRef, useState, memo } from "react";
import { useTranslation } from "../../i18n/react";
import { Toasts } from "../toasts";
import type { OpenRequest } from "./location-form";

/** The form (pincode lookup, device location) is needed only once the popup opens: its code loads then. */
const LocationForm = lazy(() => import("./location-form").then((module) => ({ default: module.LocationForm })));

export const OPEN_LOCATION_EVENT = "nikat:open-location";

/**
 * A link that opens the popup (the top bar's place, the prompt's button): with JavaScript the popup opens in place;
 * without it, the link is /location, the same form as a page, which returns to `here`.
 */
export function openLocationLink(here: string) {
  return {
    href: `/location?redirectTo=${encodeURIComponent(here)}`,
    role: "button",
    onClick: (event: { preventDefault(): void }) => {
      event.preventDefault();
      window.dispatchEvent(new Event(OPEN_LOCATION_EVENT));
    },
  } as const;
}

/**
 * Spec 000 §2, §4: the location popup. It opens from the top bar and from the prompt 'Please select location'
 * (location-prompt.tsx), never by itself (decision 0005). It is a modal, so the form opens it once the form is there
 * (location-form.tsx): on a slow phone a visitor must never meet a blocked page asking for a place with nowhere to
 * type it.
 */
// memo: the shell renders again on every change of the router's state; see "Rendered again only when its props change" in app/render/hydrate-later.tsx.
export const LocationDialog = memo(function LocationDialog({ place }: { place: string | null }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  // The latest request to open (a new object each time); the form's code loads from the first one on.
  const [asked, setAsked] = useState<OpenRequest>();

  useEffect(() => {
    const open = () => setAsked({ dialog });
    window.addEventListener(OPEN_LOCATION_EVENT, open);
    return () => window.removeEventListener(OPEN_LOCATION_EVENT, open);
  }, []);

  useEffect(() => {
    if (!place) return;
    dialog.current?.close();
    // A place chosen (or a place page opened) while the form's code was still on its way: nothing left to ask.
    setAsked(undefined);
  }, [place]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="location-dialog-title"
      data-toaster="location-dialog"
      className="fixed inset-x-0 top-20 bottom-auto z-50 mx-auto w-[min(92vw,28rem)] rounded-2xl p-0 shadow-2xl ring-1 ring-slate-200 backdrop:bg-slate-900/60"
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) dialog.current?.close();
      }}
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="location-dialog-title" className="text-xl font-bold text-slate-900">
            {t("location.title")}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
            aria-label={t("location.close")}
          >
            <Icon name="x" className="h-5 w-5" />
          </button>
        </div>
        <p className="mt-1 text-slate-600">{t("location.intro")}</p>
        <div className="mt-4">
          {asked ? (
            <Suspense fallback={null}>
              <LocationForm open={asked} />
            </Suspense>
          ) : null}
        </div>
      </div>
      <Toasts id="location-dialog" />
    </dialog>
  );
});
