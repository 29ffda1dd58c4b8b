import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { BASKET_FIELD } from "../../../core/basket/basket-field";
import { BasketSummary, type BasketCard } from "./basket-panel";

/**
 * The basket at the top of the booking form (issue #27): what this booking books and what it costs. The form
 * carries the total shown, so a price changed since is caught at submit and the new total shown here to accept.
 */
export function BasketInForm({ t, basket, back, error }: { t: TFunction; basket: BasketCard; back: string; error: string | undefined }) {
  return (
    <section aria-labelledby="basket-in-form-title" className="rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-100">
      <h4 id="basket-in-form-title" className="flex items-center gap-2 font-bold text-slate-900">
        <Icon name="clipboard-list" className="h-5 w-5 text-brand-700" /> {t("basket.inForm")}
      </h4>
      {error ? (
        <p role="alert" id={`field-${BASKET_FIELD}-error`} className="mt-2 rounded-xl bg-red-50 p-3 font-medium text-red-800">
          {t(`common:${error}`)}
        </p>
      ) : null}
      <div className="mt-3">
        <BasketSummary t={t} basket={basket} back={back} editable={false} />
      </div>
      <input type="hidden" name={BASKET_FIELD} value={basket.totalPaise} />
      <p className="mt-3 text-sm text-slate-700">{t("basket.payChoice")}</p>
      <a href={`${back}#basket`} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline">
        {t("basket.change")}
      </a>
    </section>
  );
}
