import type { TFunction } from "../../i18n/translator/t-function";

const MILESTONES = ["y2017", "y2018", "y2019", "y2021", "y2023", "y2025"] as const;

export function JourneyTimeline({ t }: { t: TFunction }) {
  return (
    <ol className="relative mt-8 space-y-8 border-s-2 border-brand-100 ps-6 md:grid md:grid-cols-3 md:gap-6 md:space-y-0 md:border-s-0 md:ps-0">
      {MILESTONES.map((id) => (
        <li key={id} className="relative md:rounded-2xl md:bg-white md:p-5 md:shadow-sm md:ring-1 md:ring-slate-200">
          <span className="absolute -start-[33px] top-1 h-4 w-4 rounded-full border-4 border-white bg-brand-600 ring-1 ring-brand-600 md:hidden" aria-hidden="true" />
          <p className="text-sm font-bold text-pink-700">{t(`timeline.items.${id}.year`)}</p>
          <h3 className="mt-1 font-semibold text-slate-900">{t(`timeline.items.${id}.title`)}</h3>
          <p className="mt-1 text-sm text-slate-600">{t(`timeline.items.${id}.text`)}</p>
        </li>
      ))}
    </ol>
  );
}
