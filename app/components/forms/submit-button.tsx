import { Icon } from "../icons/icon";
import { useTranslation } from "../../i18n/react";

/** The form's send button; while the post is on its way it says so and cannot be pressed twice. */
export function SubmitButton({ label, submitting }: { label?: string; submitting: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      disabled={submitting}
      aria-disabled={submitting}
      className="btn w-full bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
    >
      {submitting ? <Icon name="loader-circle" className="h-5 w-5 animate-spin" /> : <Icon name="send" className="h-5 w-5" />}
      {submitting ? t("form.sending") : (label ?? t("form.send"))}
    </button>
  );
}
