import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import type { ChamberView } from "../../../core/doctors/get-doctor-profile";
import { formatClock } from "../../../core/time/clock-time";
import { WEEKDAY_COLUMNS } from "../../../core/doctors/weekly-hours";
import { formatRupees } from "../../../core/format/format";
import { availabilityText } from "./availability-text";

/** The doctor's chambers: where, the fee, the hours of each weekday (today marked) and the next session. */
export function ChamberList({ t, chambers, todayWeekday }: { t: TFunction; chambers: readonly ChamberView[]; todayWeekday: number }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {chambers.map((chamber) => (
        <li key={chamber.id} data-testid="chamber" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 lang={chamber.place ? "en" : undefined} className="text-lg font-semibold text-slate-900">
            {chamber.place ?? t("chambers.unnamed")}
          </h3>
          {chamber.address ? (
            <p className="mt-1 flex gap-2 text-sm text-slate-600">
              <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              <span lang="en">
                {chamber.address}
                {chamber.pincode ? ` ${chamber.pincode}` : ""}
              </span>
            </p>
          ) : null}
          {chamber.feePaise !== null ? (
            <p className="mt-1 flex gap-2 text-sm text-slate-700">
              <Icon name="indian-rupee" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              {t("chambers.fee", { fee: formatRupees(chamber.feePaise) })}
            </p>
          ) : null}
          <p className="mt-3 flex gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
            <Icon name="calendar-clock" className="mt-0.5 h-4 w-4 shrink-0" />
            {chamber.next ? t("doctorCard:next.label", { when: availabilityText(t, chamber.next) }) : t("doctorCard:next.none")}
          </p>
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">{t("chambers.hoursCaption", { place: chamber.place ?? "" })}</caption>
            <tbody>
              {WEEKDAY_COLUMNS.map((day, index) => {
                const hours = chamber.week[index];
                const today = index === todayWeekday;
                return (
                  <tr key={day} className={today ? "font-semibold text-slate-900" : "text-slate-700"}>
                    <th scope="row" className="py-1 pr-3 text-left font-medium">
                      {t(`doctorCard:weekdays.${day}`)}
                      {today ? <span className="ml-2 rounded bg-brand-700 px-1.5 py-0.5 text-xs text-white">{t("chambers.today")}</span> : null}
                    </th>
                    <td className="py-1 text-right">{hours ? `${formatClock(hours.start)} – ${formatClock(hours.end)}` : <span className="text-slate-500">{t("chambers.closed")}</span>}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {chamber.lat !== null && chamber.lon !== null ? (
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${chamber.lat},${chamber.lon}`}
              target="_blank"
              rel="noopener noreferrer"
              className="btn mt-4 border border-slate-300 py-2 text-sm text-slate-800 hover:bg-slate-50"
            >
              <Icon name="map-pin" className="h-4 w-4" /> {t("chambers.map")}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
