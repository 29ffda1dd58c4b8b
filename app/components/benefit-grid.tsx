import { Icon } from "./icons/icon";
import { Link } from "./link";
import type { IconName } from "./icons/icon-names";
import type { TFunction } from "../i18n/translator/t-function";

/**
 * A heading and a grid of icon cards, each with `<prefix>.<id>.title` and `.text` from the page's catalog. A promise
 * the product keeps already links to where it lives (`to`, labelled `.link`); one it does not keep yet is marked
 * `coming` (`<prefix>.coming`), so the page never states as fact what the product does not do.
 */
export type Benefit = { id: string; icon: IconName; to?: string; coming?: boolean };

export function BenefitGrid({
  t,
  items,
  prefix = "benefits",
  tone = "brand",
  className = "",
}: {
  t: TFunction;
  items: readonly Benefit[];
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
        {items.map(({ id, icon, to, coming }) => (
          <li key={id} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${badge}`}>
              <Icon name={icon} className="h-6 w-6" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">{t(`${prefix}.${id}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`${prefix}.${id}.text`)}</p>
              {coming ? (
                <p className="mt-2 inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900" data-testid="benefit-coming">
                  {t(`${prefix}.coming`)}
                </p>
              ) : null}
              {to ? (
                <Link to={to} className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline" data-testid="benefit-link">
                  {t(`${prefix}.${id}.link`)} <Icon name="chevron-right" className="h-4 w-4 shrink-0" />
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
