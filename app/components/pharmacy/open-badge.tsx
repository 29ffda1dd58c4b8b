import type { TFunction } from "../../i18n/translator/t-function";
import type { OpenNow } from "../../../core/pharmacy/opening-hours";
import { openingDetail } from "./opening-text";

/** Spec 001 §2.7, §4: 'Open' or 'Closed', then when that changes. */
export function OpenBadge({ t, hours }: { t: TFunction; hours: OpenNow }) {
  const detail = openingDetail(t, hours);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span
        data-testid="open-state"
        className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold ${hours.open ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"}`}
      >
        <span className={`h-2 w-2 rounded-full ${hours.open ? "bg-green-600" : "bg-slate-500"}`} aria-hidden="true" />
        {hours.open ? t("hospitals:card.open") : t("hospitals:card.closed")}
      </span>
      {detail ? <span className="text-slate-600">{detail}</span> : null}
    </p>
  );
}
