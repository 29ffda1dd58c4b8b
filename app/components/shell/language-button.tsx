import { Icon } from "../icons/icon";
import { useTranslation } from "../../i18n/react";
import { Form, useLocation } from "react-router";
import { nextLanguage } from "../../../core/i18n/language";
import { LANGUAGE_TABLE, type Language } from "../../../core/i18n/languages";

/** The globe: one press moves to the next language (bn → en → hi → bn). A plain form post, so it works before JavaScript. */
export function LanguageButton() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = i18n.language as Language;
  const next = nextLanguage(current);
  return (
    <Form method="post" action="/language" preventScrollReset>
      <input type="hidden" name="current" value={current} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700"
        aria-label={t("language.switch", { next: t(`language.name.${next}`) })}
        title={t("language.switch", { next: t(`language.name.${next}`) })}
      >
        <Icon name="globe" className="h-5 w-5" />
        <span>{LANGUAGE_TABLE[current].globeLabel}</span>
      </button>
    </Form>
  );
}
