import { formAlreadyDone, writeAudit } from "../audit/write-audit";
import { AppError } from "../errors/app-error";
import { isLanguage } from "../i18n/language";
import type { Actor, OrderDeps } from "../orders/order-deps";
import { withinReach } from "../orders/run-transition";
import { parameterSlugsOfOrder, parametersOfOrder } from "./order-parameters";
import { findResultParameter } from "./parameters";
import { isPlausibleValue } from "./plausible-value";
import { parseTypedNumber, valueField, type ResultValuesForm } from "./result-values-form";
import { valuesFromForm } from "./values-from-form";
import { convertUnit, unitsOf } from "./unit-conversion";

/** A value as the lab typed it (the form's field or a CSV row); a blank one removes a draft. */
export type EnteredValue = { parameter: string; typed: string; unit?: string; sure: boolean };

type Checked = { parameter: string; valueNumber: number | null; valueCode: string | null; unit: string | null };

export type SaveResultValuesDeps = Pick<OrderDeps, "db" | "messenger" | "messageQueue" | "publicUrl" | "onMessageError">;

export type SaveResultValuesAnswer =
  | { ok: true; repeated: boolean; saved: number; corrected: number; published: boolean }
  | { ok: false; fieldErrors: Record<string, string>; details?: Record<string, string> };

/** Orders whose values the lab may enter: the sample is at the lab, or the report is out (then a change is a correction). */
const ENTRY_STATUSES = ["Sample Collected", "Report Generated"];

/**
 * The lab saves an order's values. Before the report PDF they are drafts, which nobody but the lab sees; the upload
 * publishes them (core/orders/upload-report.ts). Once the report is out, a changed value is a correction: the old
 * one goes into result_value_corrections with who entered it and when, the new one is published at once and the
 * patient gets a WhatsApp message (without the values). Refusals by field: a parameter the order's tests do not
 * report, a unit not of that parameter, text that is no number, an answer not in the list, and a value beyond the
 * typing-error limits (plausible-value.ts) unless the lab ticked that it is right.
 */
export async function saveResultValues(
  deps: SaveResultValuesDeps,
  input: { orderId: number; actor: Actor; formKey?: string; values: EnteredValue[] | { form: ResultValuesForm }; now?: Date },
): Promise<SaveResultValuesAnswer> {
  const now = input.now ?? new Date();
  if (input.actor.role !== "lab" && input.actor.role !== "admin") throw new AppError("order_not_found", 404);
  const messageIds: number[] = [];

  const answer = await deps.db.transaction().execute(async (tx): Promise<SaveResultValuesAnswer> => {
    const order = await tx
      .selectFrom("sample_requests")
      .select(["id", "uid", "agent_id", "lab_id", "status", "tests", "member_id", "name", "phone", "language"])
      .where("id", "=", input.orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order || !withinReach(order, input.actor)) throw new AppError("order_not_found", 404);
    if (await formAlreadyDone(tx, { entity: "sample_request", entityId: order.id }, input.formKey)) return { ok: true, repeated: true, saved: 0, corrected: 0, published: false };
    if (!ENTRY_STATUSES.includes(order.status)) throw new AppError("orderState", 409, { status: order.status });

    const allowed = parameterSlugsOfOrder(order.tests);
    // The form has a field for every parameter of the order's tests: a blank one is a value taken away.
    const values = Array.isArray(input.values) ? input.values : valuesFromForm(input.values.form, parametersOfOrder(order.tests));
    const fieldErrors: Record<string, string> = {};
    const checked: Checked[] = [];
    const blanks: string[] = [];
    for (const entered of values) {
      const result = checkValue(entered, allowed);
      if ("error" in result) fieldErrors[valueField(entered.parameter)] = result.error;
      else if (result.blank) blanks.push(entered.parameter);
      else checked.push(result.value);
    }
    if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

    const published = order.status === "Report Generated";
    const existing = await tx.selectFrom("result_values").selectAll().where("request_id", "=", order.id).execute();
    const byParameter = new Map(existing.map((row) => [row.parameter, row]));
    let saved = 0;
    let corrected = 0;
    for (const value of checked) {
      const before = byParameter.get(value.parameter);
      if (!before) {
        await tx
          .insertInto("result_values")
          .values({ request_id: order.id, member_id: order.member_id, ...valueColumns(value), entered_by: input.actor.id, entered_at: now, published_at: published ? now : null })
          .execute();
        saved++;
        continue;
      }
      if (before.value_number === value.valueNumber && before.value_code === value.valueCode && before.unit === value.unit) continue;
      if (before.published_at) {
        await tx
          .insertInto("result_value_corrections")
          .values({
            result_value_id: before.id,
            request_id: order.id,
            parameter: before.parameter,
            old_value_number: before.value_number,
            old_value_code: before.value_code,
            old_unit: before.unit,
            old_entered_by: before.entered_by,
            old_entered_at: before.entered_at,
            corrected_by: input.actor.id,
          })
          .execute();
        corrected++;
      }
      await tx
        .updateTable("result_values")
        .set({ ...valueColumns(value), entered_by: input.actor.id, entered_at: now })
        .where("id", "=", before.id)
        .execute();
      saved++;
    }
    // A blank field removes a draft; a published value stays until it is corrected to another value.
    const drafts = blanks.filter((slug) => byParameter.get(slug)?.published_at === null);
    if (drafts.length > 0) await tx.deleteFrom("result_values").where("request_id", "=", order.id).where("parameter", "in", drafts).where("published_at", "is", null).execute();

    await writeAudit(tx, {
      actorId: input.actor.id,
      actor: input.actor.role,
      action: published ? "results.correct" : "results.save",
      entity: "sample_request",
      entityId: order.id,
      // Which parameters changed, not their values: the values have their own history.
      after: { saved, corrected, removed: drafts.length, parameters: checked.map((value) => value.parameter) },
      formKey: input.formKey,
      at: now,
    });
    if (published && saved > 0) {
      const language = isLanguage(order.language) ? order.language : "en";
      const params = { name: order.name, order: String(order.id), link: `${deps.publicUrl}/trace/test/${order.id}` };
      messageIds.push(await deps.messenger.store({ to: order.phone, language, template: "results_corrected", params, requestId: order.id }, tx));
    }
    return { ok: true, repeated: false, saved, corrected, published };
  });

  for (const id of messageIds) {
    // Stored with the correction; should queuing fail, the reconciliation job queues it again.
    await deps.messageQueue.enqueue(id).catch((error: unknown) => deps.onMessageError?.(error));
  }
  return answer;
}

const valueColumns = (value: Checked) => ({ parameter: value.parameter, value_number: value.valueNumber, value_code: value.valueCode, unit: value.unit });

type CheckResult = { error: string } | { blank: true } | { blank: false; value: Checked };

function checkValue(entered: EnteredValue, allowed: Set<string>): CheckResult {
  const parameter = findResultParameter(entered.parameter);
  if (!parameter || !allowed.has(parameter.slug)) return { error: "staffField:values.errors.notOfOrder" };
  const typed = entered.typed.trim();
  if (typed === "") return { blank: true };
  if (parameter.kind === "coded") {
    return parameter.answers.some((answer) => answer.code === typed)
      ? { blank: false, value: { parameter: parameter.slug, valueNumber: null, valueCode: typed, unit: null } }
      : { error: "staffField:values.errors.notAnAnswer" };
  }
  const unit = entered.unit?.trim() || parameter.unit;
  if (!unitsOf(parameter.slug).includes(unit)) return { error: "staffField:values.errors.unit" };
  const number = parseTypedNumber(typed);
  if (number === null) return { error: "staffField:values.errors.notANumber" };
  if (!entered.sure && !isPlausibleValue(parameter, convertUnit(parameter.slug, number, unit, parameter.unit))) return { error: "staffField:values.errors.confirm" };
  return { blank: false, value: { parameter: parameter.slug, valueNumber: number, valueCode: null, unit } };
}
