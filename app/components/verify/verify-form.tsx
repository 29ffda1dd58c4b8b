import { Form } from "react-router";
import { Field } from "../auth/field";
import type { TFunction } from "../../i18n/translator/t-function";

/** The code field of /verify: posts to /verify, which answers with the code's page or the field's error. */
export function VerifyForm({ t, value, error, busy }: { t: TFunction; value?: string; error?: string | null; busy?: boolean }) {
  return (
    <Form method="post" action="/verify" noValidate className="max-w-md">
      <Field
        id="verification"
        name="verification"
        label={t("label")}
        hint={t("hint")}
        error={error}
        defaultValue={value}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        className="mt-1 block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 font-mono text-lg tracking-wider text-slate-900 uppercase shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-red-600"
      />
      <button type="submit" disabled={busy} className="btn mt-4 bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60" data-testid="verify-submit">
        {busy ? t("checking") : t("check")}
      </button>
    </Form>
  );
}
