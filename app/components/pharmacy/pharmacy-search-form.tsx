import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { Form, useLocation } from "react-router";
import { MAX_SEARCH_LENGTH } from "../../../core/pharmacy/list-pharmacies";

/** Spec 001 §2.8: the hero's search box and 'Search'. A GET form: the search is in the address, with or without JavaScript. */
export function PharmacySearchForm({ t, q, sort }: { t: TFunction; q: string; sort: string }) {
  const { pathname } = useLocation();
  return (
    <Form method="get" action={`${pathname}#pharmacies`} role="search" className="mt-6 flex max-w-2xl flex-col gap-2 sm:flex-row">
      <label htmlFor="pharmacy-q" className="sr-only">
        {t("search.label")}
      </label>
      <div className="relative flex-1">
        <Icon name="search" className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
        <input
          id="pharmacy-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white py-2.5 pl-11 pr-3.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
      </div>
      {sort !== "distance" ? <input type="hidden" name="sort" value={sort} /> : null}
      <button type="submit" className="btn min-h-12 bg-brand-700 text-white shadow-sm hover:bg-brand-800">
        <Icon name="search" className="h-5 w-5" /> {t("search.submit")}
      </button>
    </Form>
  );
}
