import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { Link } from "../link";
import type { CreatedRequest } from "./booking-view";

/**
 * The request just booked, in place of the form (issue #27: a toast alone was missed and people booked twice): its
 * number, whose sample it is, what happens next and the way to follow it. The same with and without JavaScript.
 */
export function BookingCreated({ t, created }: { t: TFunction; created: CreatedRequest }) {
  return (
    <section role="status" aria-labelledby="booking-created-title" data-testid="booking-created" className="mb-6 rounded-xl bg-green-50 p-4 ring-1 ring-green-600/30">
      <h3 id="booking-created-title" className="flex items-center gap-2 text-lg font-bold text-green-900">
        <Icon name="circle-check" className="h-6 w-6 shrink-0" /> {t("booking.done.title", { id: created.id })}
      </h3>
      <p className="mt-1 text-green-900">{t("booking.done.for", { name: created.name })}</p>
      <p className="mt-3 font-semibold text-slate-900">{t("booking.done.nextTitle")}</p>
      <ol className="mt-1 list-decimal space-y-1 pl-5 text-slate-800">
        {(["confirm", "visit", "report"] as const).map((step) => (
          <li key={step}>{t(`booking.done.next.${step}`)}</li>
        ))}
      </ol>
      <Link to={`/trace/test/${created.id}`} className="btn mt-4 w-full bg-brand-700 text-white hover:bg-brand-800 sm:w-auto" data-testid="booking-created-follow">
        <Icon name="map-pin" className="h-5 w-5" /> {t("booking.done.follow")}
      </Link>
    </section>
  );
}
