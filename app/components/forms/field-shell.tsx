import { Icon } from "../icons/icon";
import { useTranslation } from "../../i18n/react";

/** Every field's element ids come from its name, so the error summary can link to it. */
export function fieldId(name: string): string {
  return `field-${name}`;
}

export const controlClass =
  "block w-full min-h-11 rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20";

/** aria wiring shared by every control: invalid state and the hint and error it is described by. */
export function controlAria(name: string, error: string | undefined, hint: string | undefined) {
  const describedBy = [hint ? `${fieldId(name)}-hint` : null, error ? `${fieldId(name)}-error` : null].filter(Boolean).join(" ");
  return {
    id: fieldId(name),
    name,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

export function FieldError({ name, error }: { name: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={`${fieldId(name)}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <Icon name="circle-alert" className="mt-0.5 h-4 w-4 shrink-0" />
      {t(error)}
    </p>
  );
}

type ShellProps = {
  name: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error: string | undefined;
  className?: string;
  children: React.ReactNode;
};

/** Label above, control, then hint and error: the layout of every text and select field. */
export function FieldShell({ name, label, optional, hint, error, className = "", children }: ShellProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <label htmlFor={fieldId(name)} className="mb-1.5 block font-semibold text-slate-800">
        {label}
        {optional ? <span className="ml-1 text-sm font-normal text-slate-500">({t("form.optional")})</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError name={name} error={error} />
    </div>
  );
}
