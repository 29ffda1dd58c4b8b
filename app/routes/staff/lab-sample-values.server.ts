import { redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { parseResultsCsv, RESULTS_CSV_MAX_BYTES } from "../../../core/results/parse-results-csv";
import { resultValuesSchema } from "../../../core/results/result-values-form";
import { saveResultValues, type SaveResultValuesAnswer } from "../../../core/results/save-result-values";
import type { Actor } from "../../../core/orders/order-deps";
import { fieldProblems, formAction } from "../../lib/form-action.server";
import { orderDeps } from "./staff.server";

type Lab = Actor;

const DONE = { saved: "values-saved", corrected: "values-corrected", unchanged: "values-unchanged" } as const;

/** The notice the page shows after a save, from its `?done=` (nothing personal in the address). */
export function valuesNotice(done: string | null): keyof typeof DONE | null {
  const found = Object.entries(DONE).find(([, value]) => value === done);
  return found ? (found[0] as keyof typeof DONE) : null;
}

function answered(orderId: number, answer: SaveResultValuesAnswer) {
  if (!answer.ok) return fieldProblems(answer.fieldErrors);
  const notice = answer.repeated || answer.saved === 0 ? DONE.unchanged : answer.published ? DONE.corrected : DONE.saved;
  return redirect(`/staff/lab/${orderId}?done=${notice}#values-heading`);
}

/** The values form (`?values`): every field of the order's parameters, saved as drafts or, once reported, as corrections. */
export function saveLabValues(context: AppLoadContext, request: Request, input: { orderId: number; lab: Lab }) {
  return formAction({
    request,
    context,
    schema: resultValuesSchema,
    what: "result values",
    run: async (form) => answered(input.orderId, await saveResultValues(orderDeps(context), { orderId: input.orderId, actor: input.lab, formKey: form.formKey, values: { form } })),
  });
}

const csvUploadSchema = z.object({ formKey: z.string({ error: "errors.badForm" }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: "errors.badForm" }) });

/** The CSV upload (`?csv`, format in docs/results-csv.md): its rows saved like the form's fields; a bad row names its line. */
export function saveLabValuesCsv(context: AppLoadContext, request: Request, input: { orderId: number; lab: Lab }) {
  return formAction({
    request,
    context,
    schema: csvUploadSchema,
    what: "result values csv",
    maxBytes: RESULTS_CSV_MAX_BYTES + 16 * 1024,
    upload: { name: "csv", maxBytes: RESULTS_CSV_MAX_BYTES, tooLarge: "payloadTooLarge" },
    run: async (form, { file }) => {
      if (!file || file.length === 0) return fieldProblems({ csv: "staffField:values.errors.csvMissing" });
      const parsed = parseResultsCsv(file);
      if (!parsed.ok) return fieldProblems({ csv: `staffField:values.errors.${parsed.problem}` }, 400, parsed.line === undefined ? undefined : { line: parsed.line });
      const answer = await saveResultValues(orderDeps(context), { orderId: input.orderId, actor: input.lab, formKey: form.formKey, values: parsed.values });
      // A row's problem is shown at its parameter's field of the values form, and the file's field says to look there.
      if (!answer.ok) return fieldProblems({ ...answer.fieldErrors, csv: "staffField:values.errors.csvValues" });
      return answered(input.orderId, answer);
    },
  });
}
