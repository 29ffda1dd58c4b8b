import { useEffect, useState } from "react";
import { StartScripts } from "../../render/start-scripts";
import { remainingUntil, type Remaining } from "./offer-end";

type Labels = Record<keyof Remaining, string> & { timer: string };

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

/**
 * The countdown depends on the visitor's clock, so it is computed only in the browser after
 * hydration (server HTML shows placeholders beside the fixed "Offer ends" date). The end itself
 * comes from the loader, so server and browser agree on it.
 */
export function OfferCountdown({ endsAt, labels }: { endsAt: number; labels: Labels }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const remaining = now === null ? null : remainingUntil(endsAt, now);
  return (
    <div role="timer" aria-label={labels.timer} className="grid grid-cols-4 gap-2 sm:gap-3">
      {/* A countdown runs without being asked: its scripts do not wait for the visitor's first action. */}
      <StartScripts />
      {UNITS.map((unit) => (
        <div key={unit} className="rounded-xl bg-white/15 px-1 py-3 text-center ring-1 ring-white/25">
          <span className="block text-2xl font-bold tabular-nums sm:text-3xl">{remaining ? String(remaining[unit]).padStart(2, "0") : "--"}</span>
          <span className="mt-1 block text-xs text-white/90 sm:text-sm">{labels[unit]}</span>
        </div>
      ))}
    </div>
  );
}
