import type { TFunction } from "../../i18n/translator/t-function";
import { formatDateTime, formatRupees, formatTime } from "../../../core/format/format";

/** Fixed sample values: the page is a demo and must render the same on every visit. */
export const SAMPLE_BOOKED_AT = "2025-03-14T10:02:00+05:30";
const SAMPLE_FARE_PAISE = 180_000;

const DETAILS = ["patient", "bookedBy", "pickup", "destination", "vehicle"] as const;

export function DetailsPanel({ t }: { t: TFunction }) {
  const rows: { id: string; label: string; value: string }[] = [
    ...DETAILS.map((id) => ({ id, label: t(`details.${id}`), value: t(`details.${id}Value`) })),
    { id: "bookedAt", label: t("details.bookedAt"), value: formatDateTime(SAMPLE_BOOKED_AT) },
    { id: "fare", label: t("details.fare"), value: formatRupees(SAMPLE_FARE_PAISE) },
    { id: "payment", label: t("details.payment"), value: t("details.paymentValue") },
  ];
  return (
    <dl className="grid gap-x-6 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.id} className="border-b border-slate-100 py-3">
          <dt className="text-sm text-slate-600">{row.label}</dt>
          <dd className="mt-0.5 font-medium text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const EVENTS = [
  { id: "placed", at: "2025-03-14T10:02:00+05:30" },
  { id: "confirmed", at: "2025-03-14T10:03:00+05:30" },
  { id: "dispatched", at: "2025-03-14T10:06:00+05:30" },
  { id: "reached", at: "2025-03-14T10:17:00+05:30" },
  { id: "pickedUp", at: "2025-03-14T10:24:00+05:30" },
  { id: "expected", at: "2025-03-14T10:36:00+05:30", expected: true },
] as const;

export function TimelinePanel({ t }: { t: TFunction }) {
  return (
    <ol className="space-y-0">
      {EVENTS.map((event, index) => {
        const expected = "expected" in event;
        return (
          <li key={event.id} className="relative flex gap-4 pb-5 last:pb-0">
            {index < EVENTS.length - 1 ? <span className="absolute start-[7px] top-5 h-full w-0.5 bg-slate-200" aria-hidden="true" /> : null}
            <span
              className={`relative mt-1.5 h-4 w-4 shrink-0 rounded-full ${expected ? "border-2 border-dashed border-slate-400 bg-white" : "bg-brand-600"}`}
              aria-hidden="true"
            />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-600">
                <time dateTime={event.at}>{formatTime(event.at)}</time>
                {expected ? <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800">{t("timeline.expectedTag")}</span> : null}
              </p>
              <p className="text-slate-900">{t(`timeline.${event.id}`)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const TEAM = [
  { id: "paramedic", initials: "MS" },
  { id: "doctor", initials: "AG" },
  { id: "driver", initials: "BB" },
] as const;

export function TeamPanel({ t }: { t: TFunction }) {
  return (
    <div>
      <p className="text-slate-600">{t("team.intro")}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {TEAM.map((member) => (
          <li key={member.id} className="flex gap-3 rounded-xl border border-slate-200 p-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800" aria-hidden="true">
              {member.initials}
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{t(`team.${member.id}.name`)}</p>
              <p className="text-sm font-medium text-brand-700">{t(`team.${member.id}.role`)}</p>
              <p className="mt-1 text-sm text-slate-600">{t(`team.${member.id}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
