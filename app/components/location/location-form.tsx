import { Icon } from "../icons/icon";
import { useEffect, useId, useState, type RefObject } from "react";
import { useTranslation } from "../../i18n/react";
import { useFetcher, useLocation } from "react-router";
import { PINCODE_LENGTH, sanitisePincodeInput } from "../../../core/geo/pincode";
import type { PincodePlace } from "../../../core/geo/pincode-lookup";
import type { FormResult } from "../../lib/form-result";
import { safeRedirectPath } from "../../lib/safe-redirect";
import { useTypedValue } from "../../lib/use-typed-value";
import { showToast } from "../../lib/toast";

/** The location action answers with a redirect, or with the problem and what was typed. */
export type LocationActionData = FormResult;
type LookupData = { lookup: { pin: string; place: PincodePlace | null } | null };
/** The popup's request to be opened (location-dialog.tsx), from the top bar or the prompt. */
export type OpenRequest = { dialog: RefObject<HTMLDialogElement | null> };

/**
 * Spec 000 §4–§5: a 6-digit pincode (digits only, at most 6; looked up at exactly 6) and a set-address
 * button; or the device location. Posts to /location, which stores the place and returns here.
 */
export function LocationForm({ result, open }: { result?: LocationActionData; open?: OpenRequest }) {
  const { t } = useTranslation();
  const id = useId();
  const here = useLocation();
  const lookup = useFetcher<LookupData>();
  const save = useFetcher<LocationActionData>();
  const [pin, setPin, pinRef] = useTypedValue(sanitisePincodeInput(result?.ok === false ? (result.values.pincode ?? "") : ""), sanitisePincodeInput);
  const [locating, setLocating] = useState(false);
  // On the /location page (the no-JavaScript way in) the page to return to is in its own address.
  const redirectTo = here.pathname === "/location" ? safeRedirectPath(new URLSearchParams(here.search).get("redirectTo")) : here.pathname + here.search + here.hash;

  // The popup opens here, once this form has arrived with its box, and never again until asked again.
  useEffect(() => {
    if (!open) return;
    // A real dialog (backdrop, focus kept inside, Escape closes, focus returns); its toasts show inside it.
    open.dialog.current?.showModal();
    pinRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request opens it, not a new t or ref
  }, [open]);

  const { load } = lookup;
  useEffect(() => {
    if (pin.length === PINCODE_LENGTH) void load(`/location?pin=${pin}`);
  }, [pin, load]);

  const found = pin.length === PINCODE_LENGTH && lookup.data?.lookup?.pin === pin ? lookup.data.lookup : null;
  const answer = save.data ?? result;
  const error = answer?.ok === false ? (answer.fieldErrors.pincode ?? answer.formError) : undefined;
  const busy = save.state !== "idle" || locating;

  const useDeviceLocation = () => {
    if (!("geolocation" in navigator)) {
      void showToast("error", t("location.errorGetting"), { position: "top-center" });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        void save.submit(
          { lat: String(position.coords.latitude), lon: String(position.coords.longitude), redirectTo },
          { method: "post", action: "/location" },
        );
      },
      (failure) => {
        setLocating(false);
        // Spec 000 §8: refused → 'Please allow location permission'; any other failure → 'Error getting location'. Nothing is stored.
        const message = failure.code === failure.PERMISSION_DENIED ? t("location.allowPermission") : t("location.errorGetting");
        void showToast("error", message, { position: "top-center" });
      },
      { timeout: 15_000, maximumAge: 600_000 },
    );
  };

  return (
    <save.Form method="post" action="/location" noValidate>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <label htmlFor={`${id}-pin`} className="block text-sm font-semibold text-slate-800">
        {t("location.pincode")}
      </label>
      <input
        id={`${id}-pin`}
        name="pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={PINCODE_LENGTH}
        placeholder={t("location.pincodePlaceholder")}
        ref={pinRef}
        value={pin}
        onChange={(event) => setPin(sanitisePincodeInput(event.target.value))}
        aria-describedby={`${id}-status`}
        aria-invalid={error ? true : undefined}
        className="mt-1 block min-h-12 w-full rounded-xl border border-slate-300 px-4 text-2xl tracking-[0.3em] text-slate-900 placeholder:text-lg placeholder:tracking-normal focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <p id={`${id}-status`} role="status" aria-live="polite" className="mt-2 min-h-6 text-sm">
        {lookup.state === "loading" ? (
          <span className="text-slate-600">{t("location.looking")}</span>
        ) : found?.place ? (
          <span className="inline-flex items-center gap-1 font-medium text-green-800">
            <Icon name="map-pin" className="h-4 w-4" />
            {t("location.found", { place: found.place.address, city: found.place.city, state: found.place.state })}
          </span>
        ) : found && !found.place ? (
          <span className="font-medium text-red-700">{t("location.pincodeNotFound")}</span>
        ) : error ? (
          <span className="font-medium text-red-700">{t(error)}</span>
        ) : null}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" disabled={busy || (found !== null && !found.place)} className="btn bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60">
          {t("location.setAddress")}
        </button>
        <button type="button" onClick={useDeviceLocation} disabled={busy} className="btn border border-brand-700 text-brand-800 hover:bg-brand-50 disabled:opacity-60">
          <Icon name="locate-fixed" className="h-5 w-5" />
          {locating ? t("location.locating") : t("location.useMyLocation")}
        </button>
      </div>
    </save.Form>
  );
}
