import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";

const AWARDS = ["innovator", "workplace", "service", "growth", "design"] as const;

export function AwardsList({ t }: { t: TFunction }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {AWARDS.map((id) => (
        <li key={id} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <Icon name="award" className="h-6 w-6" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-bold text-pink-700">{t(`awards.${id}.year`)}</p>
            <h3 className="font-semibold text-slate-900">{t(`awards.${id}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(`awards.${id}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
