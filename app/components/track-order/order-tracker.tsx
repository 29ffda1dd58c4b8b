import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";

const STEPS = [
  { id: "confirmed", icon: "circle-check" },
  { id: "dispatched", icon: "ambulance" },
  { id: "pickedUp", icon: "user-round" },
  { id: "arrived", icon: "hospital" },
] as const;

/** Four steps; `current` (0-based) is the one in progress, earlier ones are done. */
export function OrderTracker({ t, current }: { t: TFunction; current: number }) {
  return (
    <ol className="grid grid-cols-1 gap-3 sm:grid-cols-4 sm:gap-0">
      {STEPS.map(({ id, icon }, index) => {
        const state = index < current ? "done" : index === current ? "current" : "pending";
        return (
          <li key={id} className="relative flex items-center gap-3 sm:flex-col sm:text-center" aria-current={state === "current" ? "step" : undefined}>
            {index > 0 ? (
              <span
                className={`absolute hidden h-1 sm:top-5 sm:block sm:-start-1/2 sm:w-full ${index <= current ? "bg-brand-600" : "bg-slate-200"}`}
                aria-hidden="true"
              />
            ) : null}
            <span
              className={`relative z-10 flex h-10 w-10 shrink-0 items-center justify-center rounded-full ring-4 ring-white ${
                state === "done" ? "bg-brand-700 text-white" : state === "current" ? "bg-pink-600 text-white" : "bg-slate-200 text-slate-500"
              }`}
            >
              {state === "done" ? <Icon name="check" className="h-5 w-5" /> : <Icon name={icon} className="h-5 w-5" />}
            </span>
            <span className="min-w-0 sm:mt-2 sm:px-2">
              <span className="block font-semibold text-slate-900">{t(`steps.${id}`)}</span>
              <span className={`block text-sm ${state === "current" ? "font-semibold text-pink-700" : "text-slate-600"}`}>{t(`steps.${state}`)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
