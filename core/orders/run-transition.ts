import type { Selectable, Updateable } from "kysely";
import type { Db } from "../../db/client";
import type { SampleRequestsTable } from "../../db/schema";
import { formAlreadyDone, writeAudit } from "../audit/write-audit";
import { AppError } from "../errors/app-error";
import { memberMilestone } from "../family/member-milestones";
import { isLanguage } from "../i18n/language";
import type { OutgoingMessage } from "../messaging/messenger";
import type { TemplateName } from "../messaging/templates";
import type { Actor, OrderDeps } from "./order-deps";
import { isOrderStatus, mayMake, startsFrom, type TransitionName } from "./transitions";

export type OrderRow = Selectable<SampleRequestsTable>;

/** What a transition asks the runner to do once the order row is locked and its state checked. */
export type TransitionChange<T> = {
  set: Updateable<SampleRequestsTable>;
  /** The audit row's 'after' besides the changed columns (a reason, the old report's key…). */
  note?: Record<string, unknown>;
  /** The patient's messages, without the fields the runner fills (phone, language, order). */
  messages?: (Omit<OutgoingMessage, "to" | "language" | "requestId" | "template" | "content"> & { template: TemplateName })[];
  result: T;
  /** Committed with the change, then thrown: a refusal that still records something (a wrong agent code). */
  refusal?: AppError;
};

export type TransitionInput = {
  orderId: number;
  actor: Actor;
  /** The staff form's key: the same form posted twice does the work once. */
  formKey?: string;
  /** The order's version (its updated_at) the actor saw: a change made since is refused, never overwritten. */
  seen?: string;
  now?: Date;
};

export type TransitionOutcome<T> = { repeated: false; result: T; order: OrderRow } | { repeated: true; order: OrderRow };

/** The order's version as forms carry it. */
export const versionOf = (order: { updated_at: Date }): string => order.updated_at.toISOString();

/** An order outside the actor's reach is not found, whatever it is: nobody learns that another's order exists. */
export function withinReach(order: Pick<OrderRow, "uid" | "agent_id" | "lab_id">, actor: Actor): boolean {
  switch (actor.role) {
    case "admin":
      return true;
    case "patient":
      return order.uid === actor.id;
    case "agent":
      return order.agent_id === actor.id;
    case "lab":
      return actor.labId != null && order.lab_id === actor.labId;
  }
}

/**
 * ARCHITECTURE.md §6: one transaction per transition. The order row is locked (SELECT … FOR UPDATE), so two
 * actors on the same order take turns: the second finds the state the first left and is refused with it
 * (`orderState` or `orderChanged`, naming the current status). Then the change, its audit row (who, what, when,
 * before and after, the form's key) and the patient's messages are written together; the messages are queued
 * after the commit and sent by the job, so a WhatsApp outage never blocks or undoes a transition.
 */
export async function runTransition<T>(
  deps: OrderDeps,
  name: TransitionName,
  input: TransitionInput,
  change: (order: OrderRow, tx: Db, now: Date) => Promise<TransitionChange<T>>,
): Promise<TransitionOutcome<T>> {
  const now = input.now ?? new Date();
  const messageIds: number[] = [];
  let refusal: AppError | undefined;

  const outcome = await deps.db.transaction().execute(async (tx): Promise<TransitionOutcome<T>> => {
    const order = await tx.selectFrom("sample_requests").selectAll().where("id", "=", input.orderId).forUpdate().executeTakeFirst();
    if (!order || !withinReach(order, input.actor) || !mayMake(name, input.actor.role)) throw new AppError("order_not_found", 404);
    if (await formAlreadyDone(tx, { entity: "sample_request", entityId: order.id }, input.formKey)) return { repeated: true, order };
    // A change since the actor looked is told as such first: "someone changed it, it is now X" explains more.
    if (input.seen !== undefined && input.seen !== versionOf(order)) throw new AppError("orderChanged", 409, { status: order.status });
    if (!isOrderStatus(order.status) || !startsFrom(name, order.status)) throw new AppError("orderState", 409, { status: order.status });

    const planned = await change(order, tx, now);
    refusal = planned.refusal;
    const updated = await tx
      .updateTable("sample_requests")
      .set({ ...planned.set, updated_at: now })
      .where("id", "=", order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changed = Object.keys(planned.set);
    await writeAudit(tx, {
      actorId: input.actor.id,
      actor: input.actor.role,
      action: refusal ? `order.${name}.refused` : `order.${name}`,
      entity: "sample_request",
      entityId: order.id,
      before: pick(order, changed),
      after: { ...pick(updated, changed), ...planned.note },
      formKey: refusal ? undefined : input.formKey,
      at: now,
    });
    const language = isLanguage(order.language) ? order.language : "en";
    for (const message of planned.messages ?? []) {
      messageIds.push(await deps.messenger.store({ ...message, to: order.phone, language, requestId: order.id }, tx));
      // A family member who said yes on WhatsApp gets the milestones too, without the account holder's links.
      const copy = await memberMilestone(tx, { order: updated, template: message.template, language, confirmedBefore: order.status !== "Pending Confirmation" });
      if (copy) messageIds.push(await deps.messenger.store(copy, tx));
    }
    return { repeated: false, result: planned.result, order: updated };
  });

  for (const id of messageIds) {
    // The row committed with the change; should queuing fail, the reconciliation job queues it again.
    await deps.messageQueue.enqueue(id).catch((error: unknown) => deps.onMessageError?.(error));
  }
  if (refusal) throw refusal;
  return outcome;
}

function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key]]));
}
