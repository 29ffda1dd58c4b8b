import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { useRef, type FormEvent } from "react";
import { Form, useNavigate } from "react-router";

/**
 * Spec 001 §2.5: a search input suggesting specialities; 'Search' goes to /search/{text} only when the text is
 * non-empty. Suggestions are a native datalist (no script to download); without JavaScript the form asks
 * /search?q=…, which redirects the same way.
 */
export function DoctorSearchBox({ t, suggestions, defaultValue }: { t: TFunction; suggestions: readonly string[]; defaultValue?: string }) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = input.current?.value.trim() ?? "";
    if (!text) {
      input.current?.focus();
      return;
    }
    void navigate(`/search/${encodeURIComponent(text)}`);
  }

  return (
    <Form method="get" action="/search" role="search" onSubmit={onSubmit} className="mt-6 flex max-w-2xl flex-col gap-2 sm:flex-row">
      <label htmlFor="doctor-search" className="sr-only">
        {t("doctorCard:search.label")}
      </label>
      <input
        ref={input}
        id="doctor-search"
        name="q"
        type="search"
        list="speciality-suggestions"
        defaultValue={defaultValue}
        maxLength={100}
        autoComplete="off"
        placeholder={t("doctorCard:search.placeholder")}
        className="min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <datalist id="speciality-suggestions">
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <button type="submit" className="btn min-h-12 bg-brand-700 text-white hover:bg-brand-800">
        <Icon name="search" className="h-5 w-5" /> {t("doctorCard:search.button")}
      </button>
    </Form>
  );
}
