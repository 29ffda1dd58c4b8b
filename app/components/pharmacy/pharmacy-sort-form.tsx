import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { useEffect, useState } from "react";
import { Form, useLocation } from "react-router";
import { PHARMACY_SORTS, type PharmacySort } from "../../../core/pharmacy/pharmacy-sort";

type Props = { t: TFunction; sort: PharmacySort; q: string; pincode: string | null };

/**
 * Spec 001 §2.7: the sort selector, made to work. A GET form, so the choice is in the address (reload and
 * share keep it); with JavaScript a change applies at once, without it the 'Sort' button sends the form.
 */
export function PharmacySortForm({ t, sort, q, pincode }: Props) {
  const { pathname } = useLocation();
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return (
    <Form method="get" action={`${pathname}#pharmacies`} preventScrollReset className="flex items-end gap-2">
      {q ? <input type="hidden" name="q" value={q} /> : null}
      {pincode ? <input type="hidden" name="pincode" value={pincode} /> : null}
      <div>
        <label htmlFor="pharmacy-sort" className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-slate-700">
          <Icon name="arrow-up-down" className="h-4 w-4" /> {t("sort.label")}
        </label>
        <div className="relative">
          <select
            key={sort}
            id="pharmacy-sort"
            name="sort"
            defaultValue={sort}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
            className="block min-h-11 appearance-none rounded-xl border border-slate-300 bg-white py-2 pl-3.5 pr-10 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          >
            {PHARMACY_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`sort.${value}`)}
              </option>
            ))}
          </select>
          <Icon name="chevron-down" className="pointer-events-none absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
        </div>
      </div>
      <button type="submit" hidden={scripted} className="btn min-h-11 border border-brand-700 py-2 text-brand-800 hover:bg-brand-50">
        {t("sort.apply")}
      </button>
    </Form>
  );
}
