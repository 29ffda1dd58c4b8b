import { Icon } from "./icons/icon";
import type { IconName } from "./icons/icon-names";
import type { TFunction } from "../i18n/translator/t-function";

/** A heading and a grid of icon cards, each with `<prefix>.<id>.title` and `.text` from the page's catalog. */
export function BenefitGrid({
  t,
  items,
  prefix = "benefits",
  tone = "brand",
  className = "",
}: {
  t: TFunction;
  items: readonly { id: string; icon: IconName }[];
  prefix?: string;
  tone?: "brand" | "pink";
  className?: string;
}) {
  const badge = tone === "pink" ? "bg-pink-50 text-pink-700" : "bg-brand-50 text-brand-700";
  return (
    <section aria-labelledby={`${prefix}-heading`} className={className}>
      <h2 id={`${prefix}-heading`} className="text-2xl font-bold text-slate-900">
        {t(`${prefix}.heading`)}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map(({ id, icon }) => (
          <li key={id} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${badge}`}>
              <Icon name={icon} className="h-6 w-6" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">{t(`${prefix}.${id}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`${prefix}.${id}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
