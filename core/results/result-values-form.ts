import { z } from "zod";
import { RESULT_PARAMETERS } from "./parameters";

/** The lab's values form: one text field per parameter (`v-<slug>`), its unit (`u-<slug>`) and the "yes, this is right" box (`sure-<slug>`). */
export const valueField = (slug: string) => `v-${slug}`;
export const unitField = (slug: string) => `u-${slug}`;
export const sureField = (slug: string) => `sure-${slug}`;

const formKey = z.string({ error: "errors.badForm" }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: "errors.badForm" });
const text = z.string().max(20, { error: "staffField:values.errors.notANumber" }).optional();
const unit = z.string().max(20, { error: "errors.badForm" }).optional();
const checkbox = z.string().max(3).optional();

/**
 * Every parameter of the catalogue has its fields, so one schema serves every order (and echoes what was typed);
 * which of them an order may hold is core's rule (save-result-values.ts).
 */
export const resultValuesSchema = z.object({
  formKey,
  ...Object.fromEntries(RESULT_PARAMETERS.flatMap((parameter) => [[valueField(parameter.slug), text], [unitField(parameter.slug), unit], [sureField(parameter.slug), checkbox]])),
}) as z.ZodType<ResultValuesForm>;

export type ResultValuesForm = { formKey: string } & Partial<Record<string, string>>;

/** A value as typed: a comma is taken as the decimal point ("14,5"), spaces and thousands separators are not. */
export function parseTypedNumber(typed: string): number | null {
  const cleaned = typed.trim().replace(",", ".");
  if (!/^\d{1,9}(\.\d{1,6})?$/.test(cleaned)) return null;
  return Number(cleaned);
}
