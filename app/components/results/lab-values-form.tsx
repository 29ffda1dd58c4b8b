import { Form } from "react-router";
import type { LabResultEntry, EntryField } from "../../../core/results/lab-result-entry";
import { sureField, unitField, valueField } from "../../../core/results/result-values-form";
import { unitLabel } from "../../../core/results/unit-label";
import type { TFunction } from "../../i18n/translator/t-function";
import { messageText } from "../../lib/error-text";
import type { FormFailure } from "../../lib/form-result";
import { Icon } from "../icons/icon";

type Props = {
  t: TFunction<"staffField">;
  orderId: number;
  entry: LabResultEntry;
  formKey: string;
  /** The last refused post of the values form or the CSV upload: its messages by field and what was typed. */
  failure: FormFailure | null;
  notice: "saved" | "corrected" | "unchanged" | null;
};

const fieldClass = "block w-full rounded-xl border border-slate-300 px-3 py-3 text-lg text-slate-900";

/**
 * The lab's values, one field per parameter of each booked test: a numeric keyboard (inputmode decimal), the unit
 * beside it (a choice where labs print several), and, when the server found a value beyond the typing-error
 * limits, a box to confirm it. A plain post: what was typed comes back with the messages when it is refused.
 */
export function LabValuesForm({ t, orderId, entry, formKey, failure, notice }: Props) {
  const typed = failure?.intent === "values" ? failure.values : null;
  const errors = failure?.fieldErrors ?? {};
  const formError = failure?.formError ? messageText(t, failure.formError, failure.details) : null;
  const published = entry.anyPublished;
  return (
    <section aria-labelledby="values-heading" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="values-heading" className="text-xl font-bold text-slate-900">
        {t("values.title")}
      </h2>
      <p className="text-slate-700">{published ? t("values.introPublished") : t("values.intro")}</p>
      {notice ? (
        <p role="status" className="rounded-xl bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-200" data-testid="values-notice">
          {t(notice === "saved" ? "values.saved" : notice === "corrected" ? "values.corrected" : "values.nothingChanged")}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-900 ring-1 ring-red-200" data-testid="values-error">
          {formError}
        </p>
      ) : null}
      <Form method="post" action={`/staff/lab/${orderId}?values`} className="space-y-5" noValidate>
        <input type="hidden" name="formKey" value={formKey} />
        <input type="hidden" name="intent" value="values" />
        {entry.tests.map((test) => (
          <fieldset key={test.testName} className="space-y-4 rounded-xl p-3 ring-1 ring-slate-200">
            <legend className="px-1 text-lg font-bold text-slate-900">{test.testName}</legend>
            {test.fields.map((field) => (
              <ValueField key={field.slug} t={t} field={field} typed={typed} error={errors[valueField(field.slug)]} />
            ))}
          </fieldset>
        ))}
        <button type="submit" className="btn w-full bg-brand-700 py-4 text-lg text-white hover:bg-brand-800" data-testid="save-values">
          {published ? t("values.saveCorrection") : t("values.save")}
        </button>
      </Form>
      <Form method="post" action={`/staff/lab/${orderId}?csv`} encType="multipart/form-data" className="space-y-3 border-t border-slate-200 pt-4" noValidate>
        <input type="hidden" name="formKey" value={formKey} />
        <input type="hidden" name="intent" value="csv" />
        <h3 className="text-lg font-bold text-slate-900">{t("values.csvTitle")}</h3>
        <p id="values-csv-hint" className="text-sm text-slate-600">
          {t("values.csvHint")}
        </p>
        <label htmlFor="values-csv" className="block font-semibold text-slate-900">
          {t("values.csvFile")}
        </label>
        <input
          id="values-csv"
          name="csv"
          type="file"
          accept=".csv,text/csv"
          aria-describedby={errors.csv ? "values-csv-hint values-csv-error" : "values-csv-hint"}
          aria-invalid={errors.csv ? true : undefined}
          className="block w-full rounded-xl border border-slate-300 p-3 text-slate-900 file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-900"
        />
        {errors.csv ? (
          <p id="values-csv-error" role="alert" className="font-semibold text-red-800">
            {messageText(t, errors.csv, failure?.details)}
          </p>
        ) : null}
        <button type="submit" className="btn w-full bg-white py-3 text-brand-800 ring-1 ring-brand-200" data-testid="upload-values">
          <Icon name="file-up" className="h-5 w-5" /> {t("values.csvSubmit")}
        </button>
      </Form>
    </section>
  );
}

function ValueField({ t, field, typed, error }: { t: TFunction<"staffField">; field: EntryField; typed: Record<string, string> | null; error: string | undefined }) {
  const id = valueField(field.slug);
  const name = t(`results:parameters.${field.slug}.name`);
  const value = typed ? (typed[id] ?? "") : field.saved;
  const unit = typed?.[unitField(field.slug)] || field.savedUnit || field.units[0] || "";
  const describedBy = [`${id}-code`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        {name}
        {field.saved ? (
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${field.published ? "bg-green-50 text-green-900 ring-1 ring-green-200" : "bg-slate-100 text-slate-700"}`}>
            {field.published ? t("values.published") : t("values.draft")}
          </span>
        ) : null}
      </label>
      <p id={`${id}-code`} className="text-xs text-slate-500">
        {t("values.code", { code: field.slug })}
      </p>
      <div className="mt-1 flex items-stretch gap-2">
        {field.kind === "coded" ? (
          <select id={id} name={id} defaultValue={value} aria-describedby={describedBy} aria-invalid={error ? true : undefined} className={fieldClass}>
            <option value="">{t("values.choose")}</option>
            {field.answers.map((answer) => (
              <option key={answer} value={answer}>
                {t(`results:answers.${answer}`)}
              </option>
            ))}
          </select>
        ) : (
          <>
            <input
              id={id}
              name={id}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              defaultValue={value}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              className={`${fieldClass} min-w-0 flex-1`}
              data-testid={`value-${field.slug}`}
            />
            {field.units.length > 1 ? (
              <select name={unitField(field.slug)} defaultValue={unit} aria-label={t("values.unitOf", { name })} className="shrink-0 rounded-xl border border-slate-300 px-2 text-slate-900">
                {field.units.map((option) => (
                  <option key={option} value={option}>
                    {unitLabel(option) || option}
                  </option>
                ))}
              </select>
            ) : unitLabel(unit) ? (
              <span className="flex shrink-0 items-center px-1 font-semibold text-slate-700">{unitLabel(unit)}</span>
            ) : null}
          </>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 font-semibold text-red-800">
          {messageText(t, error)}
        </p>
      ) : null}
      {error === "staffField:values.errors.confirm" ? (
        <label className="mt-2 flex min-h-11 items-center gap-3 font-semibold text-slate-900">
          <input type="checkbox" name={sureField(field.slug)} value="yes" className="h-6 w-6" data-testid={`sure-${field.slug}`} />
          {t("values.sure")}
        </label>
      ) : null}
    </div>
  );
}
