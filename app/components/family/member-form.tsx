import { memo } from "react";
import { Form, useNavigation } from "react-router";
import { GENDERS } from "../../../core/booking/sample-request-limits";
import { MAX_LENGTH } from "../../../core/forms/field-limits";
import type { Relation } from "../../../core/family/relations";
import { useTranslation } from "../../i18n/react";
import type { TFunction } from "../../i18n/translator/t-function";
import { messageText } from "../../lib/error-text";
import type { FormFailure } from "../../lib/form-result";
import { controlAria, controlClass, FieldError, FieldShell } from "../forms/field-shell";
import { SelectField } from "../forms/select-field";
import { SubmitButton } from "../forms/submit-button";
import { TextField } from "../forms/text-field";
import { Link } from "../link";
import { FAMILY_PATH } from "./family-paths";

/**
 * Add or edit one family member: a plain post to the page (no script needed). A refused post comes back with every
 * field as typed and each problem under its field.
 */
export const MemberForm = memo(function MemberForm({
  t,
  title,
  action,
  relations,
  values,
  failure,
  editing,
}: {
  t: TFunction<"family">;
  title: string;
  action: string;
  relations: readonly Relation[];
  values: Record<string, string>;
  failure: FormFailure | null;
  editing: boolean;
}) {
  const common = useTranslation().t;
  const errors = failure?.fieldErrors ?? {};
  const shown = failure ? failure.values : values;
  const fixedRelation = relations.length === 1 ? relations[0] : undefined;
  return (
    <Form method="post" action={action} noValidate aria-labelledby="member-form-title" className="space-y-5">
      <h2 id="member-form-title" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {failure?.formError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
          {messageText(common, failure.formError, failure.details)}
        </p>
      ) : null}
      <TextField name="name" label={t("form.name")} error={errors.name} defaultValue={shown.name ?? ""} maxLength={MAX_LENGTH.name} autoComplete="off" />
      {fixedRelation ? (
        <p>
          <span className="block font-semibold text-slate-800">{t("form.relation")}</span>
          <span className="mt-1 block text-slate-700">{common(`relations.${fixedRelation}`)}</span>
          <input type="hidden" name="relation" value={fixedRelation} />
        </p>
      ) : (
        <SelectField
          name="relation"
          label={t("form.relation")}
          error={errors.relation}
          placeholder={t("form.chooseRelation")}
          defaultValue={shown.relation ?? ""}
          options={relations.map((relation) => ({ value: relation, label: common(`relations.${relation}`) }))}
        />
      )}
      <div className="space-y-2">
        <FieldShell name="birthDate" label={t("form.birthDate")} error={errors.birthDate}>
          <input {...controlAria("birthDate", errors.birthDate, undefined)} type="date" defaultValue={shown.birthDate ?? ""} className={`${controlClass} sm:max-w-xs`} />
        </FieldShell>
        <p className="text-sm font-medium text-slate-700">{t("form.birthOr")}</p>
        <FieldShell name="age" label={t("form.age")} hint={t("form.ageHint")} error={errors.age}>
          <input {...controlAria("age", errors.age, t("form.ageHint"))} type="text" inputMode="numeric" maxLength={3} defaultValue={shown.age ?? ""} className={`${controlClass} max-w-32`} />
        </FieldShell>
      </div>
      <fieldset aria-describedby={errors.gender ? "field-gender-error" : undefined}>
        <legend className="mb-1.5 font-semibold text-slate-800">{t("form.gender")}</legend>
        <div className="flex flex-wrap gap-2">
          {GENDERS.map((gender) => (
            <label key={gender} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="radio" name="gender" value={gender} defaultChecked={shown.gender === gender} className="h-5 w-5 accent-brand-700" />
              {t(`form.genders.${gender}`)}
            </label>
          ))}
        </div>
        <FieldError name="gender" error={errors.gender} />
      </fieldset>
      <TextField
        name="whatsapp"
        label={t("form.whatsapp")}
        hint={t("form.whatsappHint")}
        error={errors.whatsapp}
        defaultValue={shown.whatsapp ?? ""}
        optional
        type="tel"
        inputMode="tel"
        maxLength={MAX_LENGTH.phone}
      />
      {fixedRelation ? null : (
        <div>
          <div className="flex items-start gap-3">
            <input
              {...controlAria("guardian", errors.guardian, t("form.guardianHint"))}
              type="checkbox"
              defaultChecked={shown.guardian === "on"}
              className="mt-0.5 h-6 w-6 shrink-0 rounded border-slate-400 accent-brand-700"
            />
            <label htmlFor="field-guardian" className="text-slate-800">
              {t("form.guardian")}
            </label>
          </div>
          <p id="field-guardian-hint" className="mt-1.5 pl-9 text-sm text-slate-600">
            {t("form.guardianHint")}
          </p>
          <FieldError name="guardian" error={errors.guardian} />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SendButton label={editing ? t("form.save") : t("form.add")} />
        {editing ? (
          <Link to={FAMILY_PATH} className="btn-plain">
            {t("form.cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
});

/**
 * The only part of the form that follows the router's state: every router update (React Router's own, after the page
 * has loaded, among them) renders this button again, not the whole memoized form.
 */
function SendButton({ label }: { label: string }) {
  return <SubmitButton label={label} submitting={useNavigation().state === "submitting"} />;
}
