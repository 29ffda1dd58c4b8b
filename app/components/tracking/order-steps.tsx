import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import type { Tracker } from "../../../core/orders/tracker-steps";

const ICONS = { orderConfirmed: "circle-check", paymentConfirmed: "indian-rupee", sampleCollected: "flask-conical", reportGenerated: "file-text" } as const;

/** Spec 000 §4: four steps, earlier green, current pink, later grey; each step also reads as text for screen readers. */
export function OrderSteps({ t, tracker, paymentStatus }: { t: TFunction; tracker: Tracker; paymentStatus: string }) {
  if (tracker.cancelled) {
    return (
      <div role="status" className="flex gap-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
        <Icon name="circle-x" className="h-6 w-6 shrink-0" />
        <div>
          <p className="font-bold">{t("tracker.cancelled")}</p>
          <p className="mt-1 text-sm">{t("tracker.cancelledHelp")}</p>
        </div>
      </div>
    );
  }
  const unpaidPastPayment = tracker.index >= 2 && paymentStatus !== "Success";
  return (
    <div>
      <ol aria-label={t("tracker.label")} className="grid grid-cols-1 gap-3 sm:grid-cols-4 sm:gap-0" data-testid="order-tracker">
        {tracker.steps.map(({ id, state }, index) => {
          const icon = ICONS[id];
          const colour = state === "done" ? "bg-green-700 text-white" : state === "current" ? "bg-pink-600 text-white" : "bg-slate-200 text-slate-600";
          return (
            <li key={id} className="relative flex items-center gap-3 sm:flex-col sm:text-center" aria-current={state === "current" ? "step" : undefined} data-state={state} data-step={id}>
              {index > 0 ? (
                <span
                  className={`absolute hidden h-1 sm:top-5 sm:block sm:-start-1/2 sm:w-full ${state === "todo" ? "bg-slate-200" : "bg-green-600"}`}
                  aria-hidden="true"
                />
              ) : null}
              <span className={`relative z-10 flex h-10 w-10 shrink-0 items-center justify-center rounded-full ring-4 ring-white ${colour}`} aria-hidden="true">
                {state === "done" ? <Icon name="check" className="h-5 w-5" /> : <Icon name={icon} className="h-5 w-5" />}
              </span>
              <span className="min-w-0 sm:mt-2 sm:px-2">
                <span className="sr-only">{t("tracker.srStep", { number: index + 1, step: t(`tracker.steps.${id}`), state: t(`tracker.states.${state}`) })}</span>
                <span aria-hidden="true" className="block font-semibold text-slate-900">
                  {t(`tracker.steps.${id}`)}
                </span>
                <span aria-hidden="true" className={`block text-sm ${state === "current" ? "font-semibold text-pink-700" : state === "done" ? "text-green-800" : "text-slate-600"}`}>
                  {t(`tracker.states.${state}`)}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      {unpaidPastPayment ? <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{t("tracker.payAtDoor")}</p> : null}
    </div>
  );
}
