import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { parseForm, type FieldErrors } from "../../../core/forms/parse-form";
import { showToast } from "../../lib/toast";
import type { FormResult } from "../../lib/form-result";

/**
 * State of one server-validated form. With JavaScript the same schema checks the fields before
 * posting (no round trip on slow data); without it the action's answer is rendered as is. The schema (and the
 * validation library, the largest script of a form page) is fetched after hydration: a post sent before it has
 * arrived is checked by the server, with the same messages.
 */
export function useContactForm(loadSchema: () => Promise<z.ZodType>, actionData: FormResult | undefined, anchor: string) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const schema = useRef<z.ZodType | null>(null);

  useEffect(() => {
    let current = true;
    loadSchema().then(
      (loaded) => {
        if (current) schema.current = loaded;
      },
      // Offline or a new deployment: the server's check still stands behind the form.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loadSchema]);

  const failure = actionData && !actionData.ok ? actionData : undefined;
  const errors: FieldErrors = clientErrors ?? failure?.fieldErrors ?? {};
  const formError = clientErrors ? undefined : failure?.formError;
  const hasProblems = Object.keys(errors).length > 0 || formError !== undefined;

  useEffect(() => {
    if (hasProblems) summaryRef.current?.focus();
  }, [hasProblems, failedAttempts, actionData]);

  // The root re-creates i18n (a new t) when loaders revalidate after the post; one answer, one toast.
  const toasted = useRef<FormResult | undefined>(undefined);
  useEffect(() => {
    if (!actionData || toasted.current === actionData) return;
    toasted.current = actionData;
    if (actionData.ok) void showToast("success", t("form.sent"));
    else if (actionData.formError) void showToast("error", t(actionData.formError));
  }, [actionData, t]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!schema.current) return;
    const result = parseForm(schema.current, new FormData(event.currentTarget));
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.fieldErrors);
    setFailedAttempts((count) => count + 1);
  }

  return {
    // The answer opens at the form's section (errors or confirmation), with or without JavaScript.
    action: `${pathname}#${anchor}`,
    sent: actionData?.ok === true,
    errors,
    formError,
    values: failure?.values ?? {},
    submitting: navigation.state === "submitting",
    summaryRef,
    onSubmit,
  };
}
