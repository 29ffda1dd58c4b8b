import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from "react";
import { controlAria, controlClass, FieldShell } from "./field-shell";

type Props = {
  name: string;
  label: string;
  /** i18n key of the problem with this field, from the schema. */
  error: string | undefined;
  defaultValue?: string;
  optional?: boolean;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: "text" | "email" | "tel";
  maxLength?: number;
  /** A textarea with this many rows. */
  rows?: number;
  className?: string;
};

export function TextField({ name, label, error, defaultValue, optional, hint, type = "text", autoComplete, inputMode, maxLength, rows, className }: Props) {
  const common = {
    ...controlAria(name, error, hint),
    defaultValue,
    maxLength,
    required: !optional,
    autoComplete,
    className: controlClass,
  };
  return (
    <FieldShell name={name} label={label} optional={optional} hint={hint} error={error} className={className}>
      {rows ? <textarea {...common} rows={rows} /> : <input {...common} type={type} inputMode={inputMode} />}
    </FieldShell>
  );
}
