import { useEffect, useState } from "react";
import type { TFunction } from "../../i18n/translator/t-function";
import { devicePosition } from "./upload-with-progress";

type Point = { lat: string; lon: string };
type Status = "off" | "locating" | "located" | "failed";

/**
 * "I am at this address now" (issue #27): the phone's position goes with the booking only when the patient ticks
 * this for the address they typed (core/booking/locate-booking.ts); otherwise the address's pincode locates it. It
 * shows once the scripts run on a phone that can locate itself, and asks at once, so the patient sees the outcome
 * before sending. A refused form brings the position back with its other values.
 */
export function DeviceLocationChoice({ t, values }: { t: TFunction; values: Record<string, string | undefined> }) {
  const kept = values.deviceLocation === "on" && values.lat && values.lon ? { lat: values.lat, lon: values.lon } : null;
  const [point, setPoint] = useState<Point | null>(kept);
  const [status, setStatus] = useState<Status>(kept ? "located" : "off");
  const [canLocate, setCanLocate] = useState(false);
  useEffect(() => setCanLocate("geolocation" in navigator), []);

  async function choose(on: boolean) {
    setPoint(null);
    if (!on) return setStatus("off");
    setStatus("locating");
    const found = await devicePosition(15_000);
    setPoint(found ? { lat: String(found.lat), lon: String(found.lon) } : null);
    setStatus(found ? "located" : "failed");
  }

  return (
    <>
      <input type="hidden" name="lat" value={point?.lat ?? ""} />
      <input type="hidden" name="lon" value={point?.lon ?? ""} />
      {canLocate ? (
        <div className="sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              id="field-deviceLocation"
              name="deviceLocation"
              type="checkbox"
              checked={status === "locating" || status === "located"}
              onChange={(event) => void choose(event.currentTarget.checked)}
              aria-describedby="field-deviceLocation-status"
              className="mt-0.5 h-6 w-6 shrink-0 rounded border-slate-400 accent-brand-700"
            />
            <label htmlFor="field-deviceLocation" className="font-medium text-slate-800">
              {t("booking.form.deviceLocation.label")}
            </label>
          </div>
          <p id="field-deviceLocation-status" role="status" className="mt-1.5 min-h-5 text-sm text-slate-600">
            {status === "off" ? null : t(`booking.form.deviceLocation.${status}`)}
          </p>
        </div>
      ) : null}
    </>
  );
}
