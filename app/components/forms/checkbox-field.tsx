import { FieldError, controlAria } from "./field-shell";

type Props = {
  name: string;
  /** May hold links (privacy policy, terms). */
  label: React.ReactNode;
  error: string | undefined;
  defaultChecked?: boolean;
};

export function CheckboxField({ name, label, error, defaultChecked }: Props) {
  const aria = controlAria(name, error, undefined);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...aria}
          type="checkbox"
          defaultChecked={defaultChecked}
          required
          className="mt-0.5 h-6 w-6 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={aria.id} className="text-slate-700">
          {label}
        </label>
      </div>
      <FieldError name={name} error={error} />
    </div>
  );
}
