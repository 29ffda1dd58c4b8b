import { Icon } from "../icons/icon";
import type { IconName } from "../icons/icon-names";
import type { TFunction } from "../../i18n/translator/t-function";
import { formatRupees } from "../../../core/format/format";

export type TestInfoData = { name: string; measures: string; preparation: string; pricePaise: number; fastingHours: number; turnaroundHours: number; sampleType: string };

/**
 * What the test measures, how to prepare and what it usually costs. Its data is drawnOnServer (routes/home.tsx): the
 * page shows it through keptAsDrawn.
 */
export function TestInfoView({ t, test }: { t: TFunction; test: TestInfoData }) {
  const facts: { icon: IconName; text: string }[] = [
    { icon: "indian-rupee", text: t("test.price", { price: formatRupees(test.pricePaise) }) },
    { icon: "utensils", text: test.fastingHours > 0 ? t("test.fasting", { count: test.fastingHours }) : t("test.noFasting") },
    { icon: "clock", text: t("test.turnaround", { count: test.turnaroundHours }) },
    { icon: "droplet", text: t(`test.sample.${test.sampleType}`) },
  ];
  return (
    <section aria-labelledby="test-info-heading" className="container-page pt-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="test-info-heading" className="text-2xl font-bold text-slate-900">
          {test.name}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map(({ icon, text }) => (
            <li key={text} className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
              <Icon name={icon} className="h-4 w-4 shrink-0" /> {text}
            </li>
          ))}
        </ul>
        <h3 className="mt-6 font-semibold text-slate-900">{t("test.measures")}</h3>
        <p className="mt-1 text-slate-700">{test.measures}</p>
        <h3 className="mt-4 font-semibold text-slate-900">{t("test.preparation")}</h3>
        <p className="mt-1 text-slate-700">{test.preparation}</p>
      </div>
    </section>
  );
}
