import { Icon } from "../icons/icon";
import { controlAria, controlClass, FieldShell } from "./field-shell";

type Props = {
  name: string;
  label: string;
  error: string | undefined;
  /** First, empty choice: the visitor must pick one. */
  placeholder: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  defaultValue?: string;
  className?: string;
};

export function SelectField({ name, label, error, placeholder, options, defaultValue, className }: Props) {
  return (
    <FieldShell name={name} label={label} error={error} className={className}>
      <div className="relative">
        <select {...controlAria(name, error, undefined)} defaultValue={defaultValue ?? ""} required className={`${controlClass} appearance-none pr-10`}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className="pointer-events-none absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
      </div>
    </FieldShell>
  );
}
