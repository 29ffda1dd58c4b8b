import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";

/** A drawn stand-in for a live map: no map service, no key, nothing to load on slow data. */
export function RouteMapMock({ t, distance, updated }: { t: TFunction; distance: string; updated: string }) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div
        role="img"
        aria-label={t("map.alt", { distance })}
        className="relative h-64 bg-emerald-50 sm:h-80"
        style={{
          backgroundImage:
            "linear-gradient(rgb(203 213 225 / .6) 2px, transparent 2px), linear-gradient(90deg, rgb(203 213 225 / .6) 2px, transparent 2px)",
          backgroundSize: "56px 56px",
        }}
      >
        <svg viewBox="0 0 400 240" preserveAspectRatio="none" className="absolute inset-0 h-full w-full" aria-hidden="true">
          <path d="M 0 190 Q 120 150 200 170 T 400 110" fill="none" stroke="#e2e8f0" strokeWidth="18" />
          <path d="M 60 40 L 120 240" fill="none" stroke="#e2e8f0" strokeWidth="12" />
          <rect x="250" y="20" width="90" height="50" rx="10" fill="#bbf7d0" />
          <path d="M 48 188 C 110 120, 170 200, 230 140 S 320 70, 352 66" fill="none" stroke="#0f766e" strokeWidth="5" strokeLinecap="round" />
          <path d="M 48 188 C 110 120, 170 200, 230 140" fill="none" stroke="#db2777" strokeWidth="5" strokeLinecap="round" />
        </svg>
        <Marker position="left-[12%] top-[78%]" tone="bg-slate-700" label={t("map.pickup")}>
          <Icon name="house" className="h-4 w-4" />
        </Marker>
        <Marker position="left-[57%] top-[58%]" tone="animate-pulse bg-pink-600 motion-reduce:animate-none" label={t("map.ambulance")}>
          <Icon name="ambulance" className="h-4 w-4" />
        </Marker>
        <Marker position="left-[88%] top-[27%]" tone="bg-brand-700" label={t("map.hospital")}>
          <Icon name="hospital" className="h-4 w-4" />
        </Marker>
        <span className="absolute end-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-slate-600 ring-1 ring-slate-200">
          {t("map.illustration")}
        </span>
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
        <span className="font-semibold text-slate-900">{t("map.distance", { distance })}</span>
        <span className="text-slate-600">{t("map.updated", { time: updated })}</span>
      </figcaption>
    </figure>
  );
}

function Marker({ position, tone, label, children }: { position: string; tone: string; label: string; children: React.ReactNode }) {
  return (
    <span className={`absolute flex -translate-x-1/2 -translate-y-1/2 flex-col items-center ${position}`}>
      <span className={`flex h-9 w-9 items-center justify-center rounded-full text-white shadow-md ring-2 ring-white ${tone}`}>{children}</span>
      <span className="mt-1 whitespace-nowrap rounded bg-white/95 px-1.5 text-xs font-semibold text-slate-800 shadow-sm">{label}</span>
    </span>
  );
}
