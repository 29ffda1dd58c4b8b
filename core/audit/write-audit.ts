import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export type AuditEntry = {
  actorId?: number | null;
  actor: string;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  /** A staff form's key: the same form posted again finds this row (and the unique index refuses a second). */
  formKey?: string;
  at?: Date;
};

/** One audit row, written with the caller's transaction so it stands or falls with the change it records. */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      actor_id: entry.actorId ?? null,
      actor: entry.actor,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      form_key: entry.formKey ?? null,
      ...(entry.at ? { at: entry.at } : {}),
    })
    .execute();
}
