import type { TFunction } from "../../i18n/translator/t-function";
import { Trans } from "../../i18n/trans";
import { Form } from "react-router";
import { Link } from "../link";
import { MAX_LENGTH } from "../../../core/forms/field-limits";
import { PARTNER_CATEGORIES, type PartnerCategory } from "../../../core/contact/partner-categories";
import { ErrorSummary } from "./error-summary";
import type { FormResult } from "../../lib/form-result";
import { FormSent } from "./form-sent";
import { SelectField } from "./select-field";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";
import { useContactForm } from "./use-contact-form";

type Props = { t: TFunction; actionData: FormResult | undefined; anchor: string; category: PartnerCategory | null };

/** A provider's request to join: name, e-mail, phone, category, city and a note. Labels from the partnerRegister namespace. */
/** The validation library loads after the page is interactive; until then the server checks the post. */
const loadPartnerRegistrationSchema = () => import("../../../core/contact/partner-registration-schema").then((module) => module.partnerRegistrationSchema);

export function PartnerRegistrationForm({ t, actionData, anchor, category }: Props) {
  const form = useContactForm(loadPartnerRegistrationSchema, actionData, anchor);
  if (form.sent) return <FormSent title={t("form.sentTitle")} againLabel={t("form.again")} anchor={anchor} />;
  const { errors, values } = form;
  const labels = {
    name: t("form.name"),
    email: t("form.email"),
    phone: t("form.phone"),
    category: t("form.category"),
    city: t("form.city"),
    message: t("form.message"),
  };
  const options = PARTNER_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}.name`) }));
  return (
    <Form method="post" action={form.action} noValidate onSubmit={form.onSubmit} aria-labelledby={`${anchor}-heading`}>
      <ErrorSummary errors={errors} formError={form.formError} labels={labels} summaryRef={form.summaryRef} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label={labels.name} error={errors.name} defaultValue={values.name} autoComplete="organization" maxLength={MAX_LENGTH.name} hint={t("form.nameHint")} className="sm:col-span-2" />
        <TextField name="email" label={labels.email} error={errors.email} defaultValue={values.email} type="email" inputMode="email" autoComplete="email" maxLength={MAX_LENGTH.email} />
        <TextField name="phone" label={labels.phone} error={errors.phone} defaultValue={values.phone} type="tel" inputMode="tel" autoComplete="tel" maxLength={MAX_LENGTH.phone} hint={t("form.phoneHint")} />
        <SelectField
          name="category"
          label={labels.category}
          error={errors.category}
          placeholder={t("form.categoryPlaceholder")}
          options={options}
          defaultValue={values.category ?? category ?? ""}
        />
        <TextField name="city" label={labels.city} error={errors.city} defaultValue={values.city} autoComplete="address-level2" maxLength={MAX_LENGTH.city} />
        <TextField name="message" label={labels.message} error={errors.message} defaultValue={values.message} rows={5} maxLength={MAX_LENGTH.message} hint={t("form.messageHint")} optional className="sm:col-span-2" />
      </div>
      <p className="mt-4 text-sm text-slate-600">
        <Trans t={t} i18nKey="form.privacy" components={{ privacy: <Link to="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-2" /> }} />
      </p>
      <div className="mt-5">
        <SubmitButton label={t("form.submit")} submitting={form.submitting} />
      </div>
    </Form>
  );
}
