import type { TFunction } from "../../i18n/translator/t-function";

const MEMBERS = ["ananya", "rahul", "priya", "sourav"] as const;

export function TeamGrid({ t }: { t: TFunction }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {MEMBERS.map((id) => (
        <li key={id} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:block sm:text-center">
          <span
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-lg font-bold text-white sm:mx-auto sm:h-20 sm:w-20 sm:text-2xl"
            aria-hidden="true"
          >
            {t(`team.members.${id}.initials`)}
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900 sm:mt-4">{t(`team.members.${id}.name`)}</h3>
            <p className="text-sm font-medium text-brand-700">{t(`team.members.${id}.role`)}</p>
            <p className="mt-2 text-sm text-slate-600">{t(`team.members.${id}.bio`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
