import { Icon } from "../icons/icon";
import { useTranslation } from "../../i18n/react";
import { Form, useNavigation } from "react-router";
import type { FormResult } from "../../lib/form-result";
import { messageText } from "../../lib/error-text";

export type StaffActionResult = FormResult | undefined;

type Props = {
  intent: string;
  title: string;
  formKey: string;
  seen: string;
  result: StaffActionResult;
  submitLabel: string;
  /** Another address than the page's own (the report upload). */
  action?: string;
  multipart?: boolean;
  tone?: "brand" | "danger";
  children?: React.ReactNode;
};

/**
 * One action on a request's page: a plain post (works before JavaScript arrives) with the render's form key and the
 * order's version, its translated problem at the top when the last post was this form's, and a button that cannot be
 * pressed twice while the post is on its way.
 */
export function StaffForm({ intent, title, formKey, seen, result, submitLabel, action, multipart, tone = "brand", children }: Props) {
  const { t: tc } = useTranslation();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const mine = result && !result.ok && result.intent === intent ? result : undefined;
  const headingId = `form-${intent}-title`;
  return (
    <section aria-labelledby={headingId} id={intent} className="scroll-mt-24 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {/* A form posting to another address (the report upload, a resource route) is a plain browser post. */}
      <Form
        method="post"
        action={action}
        reloadDocument={action !== undefined}
        encType={multipart ? "multipart/form-data" : undefined}
        className="mt-3 space-y-3"
        data-testid={`form-${intent}`}
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="formKey" value={formKey} />
        <input type="hidden" name="seen" value={seen} />
        {mine?.formError ? (
          <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-200" data-testid="form-error">
            <Icon name="circle-alert" className="mt-0.5 h-5 w-5 shrink-0" />
            {messageText(tc, mine.formError, mine.details)}
          </p>
        ) : null}
        {children}
        <button
          type="submit"
          disabled={submitting}
          className={`btn w-full text-white sm:w-auto disabled:cursor-wait disabled:opacity-80 ${tone === "danger" ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800"}`}
        >
          {submitting ? <Icon name="loader-circle" className="h-5 w-5 animate-spin" /> : null}
          {submitting ? tc("form.sending") : submitLabel}
        </button>
      </Form>
    </section>
  );
}

/** A field's problem from the last post of this form, as a catalog key of the common namespace. */
export function fieldProblem(result: StaffActionResult, intent: string, field: string): string | undefined {
  return result && !result.ok && result.intent === intent ? result.fieldErrors[field] : undefined;
}

/** What was typed in this form before its post was refused. */
export function typed(result: StaffActionResult, intent: string, field: string): string | undefined {
  return result && !result.ok && result.intent === intent ? result.values[field] : undefined;
}
