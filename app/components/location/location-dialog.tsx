import { Icon } from "../icons/icon";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/react";
import { hasBrowserCookie, setBrowserCookie } from "../../lib/browser-cookie";
import { showToast } from "../../lib/toast";
import { Toasts } from "../toasts";

/** The form (pincode lookup, device location) is needed only once the popup opens: its code loads then. */
const LocationForm = lazy(() => import("./location-form").then((module) => ({ default: module.LocationForm })));

export const OPEN_LOCATION_EVENT = "nikat:open-location";
/** Asked once per browser session, so the popup does not chase the visitor from page to page. */
const ASKED_COOKIE = "location_asked";

/** Spec 000 §2, §4: the location popup. It opens from the top bar, and by itself when no location is chosen. */
export function LocationDialog({ place }: { place: string | null }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const open = () => {
      setOpened(true);
      dialog.current?.showModal();
    };
    window.addEventListener(OPEN_LOCATION_EVENT, open);
    return () => window.removeEventListener(OPEN_LOCATION_EVENT, open);
  }, []);

  useEffect(() => {
    if (place) {
      dialog.current?.close();
      return;
    }
    if (hasBrowserCookie(ASKED_COOKIE)) return;
    setBrowserCookie(ASKED_COOKIE, "1", null);
    // A real dialog (backdrop, focus kept inside, Escape closes, focus returns); its toasts show inside it.
    setOpened(true);
    dialog.current?.showModal();
    // Spec 000 §5: without a chosen location, 'Please select location' at the top centre.
    void showToast("info", t("location.selectLocation"), { position: "top-center" });
  }, [place, t]);

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
          {opened ? (
            <Suspense fallback={null}>
              <LocationForm autoFocus />
            </Suspense>
          ) : null}
        </div>
      </div>
      <Toasts id="location-dialog" />
    </dialog>
  );
}
