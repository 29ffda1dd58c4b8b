import type { Db } from "../../db/client";
import { writeAudit } from "../audit/write-audit";
import { AppError } from "../errors/app-error";

/** The audit action of a patient's correction of an order's name: its `before` and `after` hold the two names. */
export const ORDER_NAME_CORRECTED = "order.name_corrected";

/**
 * Issue #34: the account holder corrects the name of the person an order is for (a past order too). The correction
 * is recorded, never silent: an audit row with the name before and after, which the order page and the console's
 * history show. An issued tax invoice is not changed: the name it was issued with is kept (`invoice_name`, set at the
 * first correction after the invoice) and the invoice goes on stating it. Another account's order, or a missing one:
 * order_not_found (404); the same name again: nameUnchanged.
 */
export async function correctOrderName(db: Db, input: { accountId: number; orderId: number; name: string; now?: Date }): Promise<void> {
  const name = input.name.trim();
  await db.transaction().execute(async (tx) => {
    const order = await tx
      .selectFrom("sample_requests")
      .select(["id", "name", "invoice_number", "invoice_name"])
      .where("id", "=", input.orderId)
      .where("uid", "=", input.accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError("order_not_found", 404);
    if (order.name === name) throw new AppError("nameUnchanged", 409);
    const now = input.now ?? new Date();
    await tx
      .updateTable("sample_requests")
      .set({ name, invoice_name: order.invoice_number !== null ? (order.invoice_name ?? order.name) : null, updated_at: now })
      .where("id", "=", order.id)
      .execute();
    await writeAudit(tx, { actorId: input.accountId, actor: "patient", action: ORDER_NAME_CORRECTED, entity: "sample_request", entityId: order.id, before: { name: order.name }, after: { name }, at: now });
  });
}
