import type { TFunction } from "../../i18n/translator/t-function";
import { Trans } from "../../i18n/trans";
import { Form } from "react-router";
import { Link } from "../link";
import { MAX_LENGTH } from "../../../core/forms/field-limits";
import { CheckboxField } from "./checkbox-field";
import { ErrorSummary } from "./error-summary";
import type { FormResult } from "../../lib/form-result";
import { FormSent } from "./form-sent";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";
import { useContactForm } from "./use-contact-form";

/** Spec 001 §2.11: first name, last name, email, phone, subject, message and the consent box. Labels from the contact namespace. */
/** The validation library loads after the page is interactive; until then the server checks the post. */
const loadContactFormSchema = () => import("../../../core/contact/contact-form-schema").then((module) => module.contactFormSchema);

export function ContactMessageForm({ t, actionData, anchor }: { t: TFunction; actionData: FormResult | undefined; anchor: string }) {
  const form = useContactForm(loadContactFormSchema, actionData, anchor);
  if (form.sent) return <FormSent title={t("form.sentTitle")} againLabel={t("form.again")} anchor={anchor} />;
  const { errors, values } = form;
  const labels = {
    firstName: t("form.firstName"),
    lastName: t("form.lastName"),
    email: t("form.email"),
    phone: t("form.phone"),
    subject: t("form.subject"),
    message: t("form.message"),
    consent: t("form.consentShort"),
  };
  return (
    <Form method="post" action={form.action} noValidate onSubmit={form.onSubmit} aria-labelledby={`${anchor}-heading`}>
      <ErrorSummary errors={errors} formError={form.formError} labels={labels} summaryRef={form.summaryRef} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label={labels.firstName} error={errors.firstName} defaultValue={values.firstName} autoComplete="given-name" maxLength={MAX_LENGTH.name} />
        <TextField name="lastName" label={labels.lastName} error={errors.lastName} defaultValue={values.lastName} autoComplete="family-name" maxLength={MAX_LENGTH.name} optional />
        <TextField name="email" label={labels.email} error={errors.email} defaultValue={values.email} type="email" inputMode="email" autoComplete="email" maxLength={MAX_LENGTH.email} />
        <TextField
          name="phone"
          label={labels.phone}
          error={errors.phone}
          defaultValue={values.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={MAX_LENGTH.phone}
          hint={t("form.phoneHint")}
          optional
        />
        <TextField name="subject" label={labels.subject} error={errors.subject} defaultValue={values.subject} maxLength={MAX_LENGTH.subject} className="sm:col-span-2" />
        <TextField name="message" label={labels.message} error={errors.message} defaultValue={values.message} rows={6} maxLength={MAX_LENGTH.message} className="sm:col-span-2" />
      </div>
      <div className="mt-5">
        <CheckboxField
          name="consent"
          error={errors.consent}
          defaultChecked={values.consent === "on"}
          label={
            <Trans
              t={t}
              i18nKey="form.consent"
              components={{
                privacy: <Link to="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-2" />,
                terms: <Link to="/terms-and-conditions" className="font-semibold text-brand-700 underline underline-offset-2" />,
              }}
            />
          }
        />
      </div>
      <div className="mt-6">
        <SubmitButton submitting={form.submitting} />
      </div>
    </Form>
  );
}
