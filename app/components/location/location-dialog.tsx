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

/** Mounted with the form, once its code has arrived: tells the dialog it has something to show. */
function Ready({ onReady }: { onReady: (ready: boolean) => void }) {
  useEffect(() => onReady(true), [onReady]);
  return null;
}

/**
 * Spec 000 §2, §4: the location popup. It opens from the top bar, and by itself when no location is chosen. It is a
 * modal, so it opens only once its pincode box is there: on a slow phone a visitor must never meet a blocked page
 * asking for a place with nowhere to type it.
 */
export function LocationDialog({ place }: { place: string | null }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  // Asked to open, by itself or from the top bar, and not yet open; the form's code loads from the first time on.
  const [wanted, setWanted] = useState<{ byItself: boolean } | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const open = () => setWanted({ byItself: false });
    window.addEventListener(OPEN_LOCATION_EVENT, open);
    return () => window.removeEventListener(OPEN_LOCATION_EVENT, open);
  }, []);

  useEffect(() => {
    if (!ready || !wanted) return;
    // A real dialog (backdrop, focus kept inside, Escape closes, focus returns); its toasts show inside it.
    dialog.current?.showModal();
    // Ready for typing: the box was there before the dialog opened, so its own autofocus could not take effect.
    dialog.current?.querySelector<HTMLInputElement>("[name=pincode]")?.focus();
    // Spec 000 §5: without a chosen location, 'Please select location' at the top centre.
    if (wanted.byItself) void showToast("info", t("location.selectLocation"), { position: "top-center" });
    // Done: a later render (another language's t) must not open it again.
    setWanted(null);
  }, [ready, wanted, t]);

  useEffect(() => {
    if (place) {
      dialog.current?.close();
      return;
    }
    if (hasBrowserCookie(ASKED_COOKIE)) return;
    setBrowserCookie(ASKED_COOKIE, "1", null);
    setWanted({ byItself: true });
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
          {wanted || ready ? (
            <Suspense fallback={null}>
              <LocationForm />
              <Ready onReady={setReady} />
            </Suspense>
          ) : null}
        </div>
      </div>
      <Toasts id="location-dialog" />
    </dialog>
  );
}
