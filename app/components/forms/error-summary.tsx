import { Icon } from "../icons/icon";
import { useTranslation } from "../../i18n/react";
import type { FieldErrors } from "../../../core/forms/parse-form";
import { fieldId } from "./field-shell";

type Props = {
  errors: FieldErrors;
  formError: string | undefined;
  /** Field name → its visible label, in the form's order. */
  labels: Record<string, string>;
  summaryRef: React.RefObject<HTMLDivElement | null>;
};

/** Top of the form: what went wrong, each problem linking to its field. */
export function ErrorSummary({ errors, formError, labels, summaryRef }: Props) {
  const { t } = useTranslation();
  const problems = Object.keys(labels).filter((name) => errors[name]);
  if (problems.length === 0 && !formError) return null;
  return (
    <div ref={summaryRef} tabIndex={-1} role="alert" className="mb-6 scroll-mt-24 rounded-xl border border-red-300 bg-red-50 p-4 text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600">
      <p className="flex items-start gap-2 font-semibold">
        <Icon name="circle-alert" className="mt-0.5 h-5 w-5 shrink-0" />
        {formError ? t(formError) : t("form.fixErrors")}
      </p>
      {problems.length > 0 ? (
        <ul className="mt-2 space-y-1 pl-7 text-sm">
          {problems.map((name) => (
            <li key={name}>
              <a href={`#${fieldId(name)}`} className="underline underline-offset-2 hover:text-red-950">
                {labels[name]}: {t(errors[name] ?? "")}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
