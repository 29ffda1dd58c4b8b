import type { TestParameters } from "./order-parameters";
import { sureField, unitField, valueField, type ResultValuesForm } from "./result-values-form";
import type { EnteredValue } from "./save-result-values";

/** The form's fields of the order's parameters as entered values (fields of other parameters are not read). */
export function valuesFromForm(form: ResultValuesForm, tests: TestParameters[]): EnteredValue[] {
  return tests.flatMap((test) =>
    test.parameters.map((parameter) => {
      const unit = form[unitField(parameter.slug)];
      return { parameter: parameter.slug, typed: form[valueField(parameter.slug)] ?? "", ...(unit ? { unit } : {}), sure: Boolean(form[sureField(parameter.slug)]) };
    }),
  );
}
