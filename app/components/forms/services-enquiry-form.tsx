import type { TFunction } from "../../i18n/translator/t-function";
import { Trans } from "../../i18n/trans";
import { Form } from "react-router";
import { Link } from "../link";
import { MAX_LENGTH } from "../../../core/forms/field-limits";
import { ErrorSummary } from "./error-summary";
import type { FormResult } from "../../lib/form-result";
import { FormSent } from "./form-sent";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";
import { useContactForm } from "./use-contact-form";

/** Spec 001 §2.15: Name, Email and Message. Labels from the services namespace. */
/** The validation library loads after the page is interactive; until then the server checks the post. */
const loadServicesEnquirySchema = () => import("../../../core/contact/services-enquiry-schema").then((module) => module.servicesEnquirySchema);

export function ServicesEnquiryForm({ t, actionData, anchor }: { t: TFunction; actionData: FormResult | undefined; anchor: string }) {
  const form = useContactForm(loadServicesEnquirySchema, actionData, anchor);
  if (form.sent) return <FormSent title={t("form.sentTitle")} againLabel={t("form.again")} anchor={anchor} />;
  const { errors, values } = form;
  const labels = { name: t("form.name"), email: t("form.email"), message: t("form.message") };
  return (
    <Form method="post" action={form.action} noValidate onSubmit={form.onSubmit} aria-labelledby={`${anchor}-heading`}>
      <ErrorSummary errors={errors} formError={form.formError} labels={labels} summaryRef={form.summaryRef} />
      <div className="grid gap-5">
        <TextField name="name" label={labels.name} error={errors.name} defaultValue={values.name} autoComplete="name" maxLength={MAX_LENGTH.name} hint={t("form.nameHint")} />
        <TextField name="email" label={labels.email} error={errors.email} defaultValue={values.email} type="email" inputMode="email" autoComplete="email" maxLength={MAX_LENGTH.email} />
        <TextField name="message" label={labels.message} error={errors.message} defaultValue={values.message} rows={5} maxLength={MAX_LENGTH.message} hint={t("form.messageHint")} />
      </div>
      <p className="mt-4 text-sm text-slate-600">
        <Trans t={t} i18nKey="form.privacy" components={{ privacy: <Link to="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-2" /> }} />
      </p>
      <div className="mt-5">
        <SubmitButton submitting={form.submitting} />
      </div>
    </Form>
  );
}
