import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";

type AmountToAccept = { amountPaise: number; amount: string; agreed: string };

/**
 * Staff changed the tests or the amount after the patient booked at a shown price (issue #27): the new tests and
 * amount, and a plain form post to accept exactly this amount. Pay Now shows again only after it.
 */
export function AcceptNewAmount({ t, orderId, tests, amount }: { t: TFunction; orderId: number; tests: { name: string; amount: string | null }[]; amount: AmountToAccept }) {
  return (
    <section aria-labelledby="accept-amount-heading" data-testid="accept-amount" className="mt-6 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h2 id="accept-amount-heading" className="text-lg font-bold text-amber-950">
        {t("acceptAmount.title")}
      </h2>
      <p className="mt-1 text-amber-950">{t("acceptAmount.text", { agreed: amount.agreed, amount: amount.amount })}</p>
      {tests.length > 0 ? (
        <ul className="mt-3 divide-y divide-amber-200 rounded-xl bg-white px-3 ring-1 ring-amber-200">
          {tests.map((test, index) => (
            <li key={`${test.name}-${index}`} className="flex justify-between gap-3 py-2 text-slate-800">
              <span className="min-w-0">{test.name}</span>
              {test.amount ? <span className="shrink-0 font-semibold">{test.amount}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-lg font-bold text-slate-900">{t("acceptAmount.newTotal", { amount: amount.amount })}</p>
      <form method="post" action={`/trace/test/${orderId}/accept-amount`} className="mt-3">
        <input type="hidden" name="amountPaise" value={amount.amountPaise} />
        <button type="submit" className="btn w-full bg-brand-700 text-white hover:bg-brand-800 sm:w-auto">
          <Icon name="check" className="h-5 w-5" /> {t("acceptAmount.accept", { amount: amount.amount })}
        </button>
      </form>
      <p className="mt-2 text-sm text-amber-900">{t("acceptAmount.hint")}</p>
    </section>
  );
}
