import { AppError } from "../errors/app-error";
import { sanitiseUpload } from "../files/sanitise-upload";
import { formatTime } from "../format/format";
import type { TemplateName } from "../messaging/templates";
import { publishResultValues, type PublishedCount } from "../results/publish-result-values";
import type { OrderDeps } from "./order-deps";
import { runTransition, withinReach, type TransitionInput } from "./run-transition";
import { mayMake } from "./transitions";

/**
 * The lab's report: a PDF parsed and checked for active content (core/files/sanitise-upload), stored, and the order → Report Generated with its dates. A
 * replaced report's file is kept and its key stays in the audit row's 'before', so the trail shows both.
 */
export async function uploadReport(deps: OrderDeps, input: TransitionInput & { file: Uint8Array | null }) {
  const file = await sanitiseUpload(input.file, "report");
  if (!file.ok) throw new AppError(file.code, file.status);
  // Nothing is stored for an order the actor cannot reach; the transition checks again under the lock.
  const head = await deps.db.selectFrom("sample_requests").select(["uid", "agent_id", "lab_id"]).where("id", "=", input.orderId).executeTakeFirst();
  if (!head || !withinReach(head, input.actor) || !mayMake("uploadReport", input.actor.role)) throw new AppError("order_not_found", 404);
  const key = await deps.storage.put(file.bytes, { kind: "report", owner: head.uid });
  try {
    const outcome = await runTransition(deps, "uploadReport", input, async (order, tx, now) => {
      // The lab's draft values are published with the PDF, in this transaction, never before it (issue #28).
      const values = await publishResultValues(tx, order, now);
      const link = `${deps.publicUrl}/trace/test/${order.id}`;
      return {
        set: {
          report: key,
          report_type: file.mime,
          report_status: "Generated",
          status: "Report Generated",
          report_date: now,
          lab_report_generated_at: now,
          lab_report_time: formatTime(now),
          lab_status: "Report Generated",
        },
        note: { bytes: file.bytes.length, replaced: order.report !== null, values: values.total },
        messages: [reportReadyMessage({ name: order.name, order: String(order.id), link }, values)],
        result: { key },
      };
    });
    if (outcome.repeated) await deps.storage.delete(key).catch(() => {});
    return outcome;
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    throw error;
  }
}

/** The report-ready message: with values, how many are outside their range (never which: they stay behind the login). */
function reportReadyMessage(params: { name: string; order: string; link: string }, values: PublishedCount): { template: TemplateName; params: Record<string, string> } {
  if (values.total === 0) return { template: "report_ready", params };
  return { template: "report_ready_values", params: { ...params, outside: String(values.outside), total: String(values.total) } };
}
