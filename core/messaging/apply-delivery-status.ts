import type { Db } from "../../db/client";
import type { MessageState } from "../../db/schema";

/** One entry of `entry[].changes[].value.statuses[]` in a WhatsApp Cloud API webhook. */
export type DeliveryStatus = {
  /** The provider's message id (wamid…), stored as messages.provider_id when the message was sent. */
  id: string;
  status: string;
  errors?: { code?: number | string; title?: string; message?: string; error_data?: { details?: string } }[];
};

/**
 * Which states a status may move a message out of. States only move forward (queued → sent → delivered,
 * or → failed); delivered and failed are final, so a late or repeated webhook changes nothing.
 */
const FROM: Record<"sent" | "delivered" | "failed", readonly MessageState[]> = {
  sent: ["queued"],
  delivered: ["queued", "sent"],
  failed: ["queued", "sent"],
};

/** Applies one delivery status to the message it names; returns how many rows changed (0 or 1). */
export async function applyDeliveryStatus(db: Db, status: DeliveryStatus): Promise<number> {
  if (!status.id) return 0;
  const target = status.status === "read" ? "delivered" : status.status;
  if (target !== "sent" && target !== "delivered" && target !== "failed") return 0;

  const failure = target === "failed" ? failureOf(status) : undefined;
  const result = await db
    .updateTable("messages")
    .set({ state: target, updated_at: new Date(), ...(failure ?? {}) })
    .where("provider_id", "=", status.id)
    .where("state", "in", FROM[target])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Applies statuses in the order given (a webhook lists them oldest first); returns how many rows changed. */
export async function applyDeliveryStatuses(db: Db, statuses: readonly DeliveryStatus[]): Promise<number> {
  let changed = 0;
  for (const status of statuses) changed += await applyDeliveryStatus(db, status);
  return changed;
}

/** The statuses in a webhook payload; anything else in it (incoming messages, other fields) is ignored. */
export function deliveryStatusesOf(payload: unknown): DeliveryStatus[] {
  const statuses: DeliveryStatus[] = [];
  for (const entry of arrayOf(isRecord(payload) ? payload.entry : undefined)) {
    for (const change of arrayOf(isRecord(entry) ? entry.changes : undefined)) {
      const value = isRecord(change) && isRecord(change.value) ? change.value : undefined;
      for (const status of arrayOf(value?.statuses)) {
        if (isRecord(status) && typeof status.id === "string" && typeof status.status === "string") {
          statuses.push({ id: status.id, status: status.status, errors: arrayOf(status.errors).filter(isRecord).map(errorOf) });
        }
      }
    }
  }
  return statuses;
}

function failureOf(status: DeliveryStatus): { error_code: string; error: string } {
  const first = status.errors?.[0];
  const code = first?.code === undefined ? "unknown" : String(first.code);
  const parts = [first?.title, first?.message, first?.error_data?.details].filter(
    (part, index, all): part is string => typeof part === "string" && part !== "" && all.indexOf(part) === index,
  );
  const text = parts.length > 0 ? parts.join(": ") : "WhatsApp reported the message as failed";
  return { error_code: code.slice(0, 100), error: text.slice(0, 1_000) };
}

function errorOf(error: Record<string, unknown>): NonNullable<DeliveryStatus["errors"]>[number] {
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const data = isRecord(error.error_data) ? error.error_data : {};
  return {
    code: typeof error.code === "number" || typeof error.code === "string" ? error.code : undefined,
    title: text(error.title),
    message: text(error.message),
    error_data: { details: text(data.details) },
  };
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
