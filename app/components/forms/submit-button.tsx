import { LoaderCircle, Send } from "lucide-react";
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
      {submitting ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : <Send className="h-5 w-5" aria-hidden="true" />}
      {submitting ? t("form.sending") : (label ?? t("form.send"))}
    </button>
  );
}
