import { sql } from "kysely";
import type { Db } from "../../db/client";

export type OperationalCounts = {
  /** WhatsApp messages that failed in the last hour. */
  messagesFailedLastHour: number;
  /** Messages still queued 10 minutes after they were stored: the job that sends them is not running or is stuck. */
  messagesStuck: number;
  /** Orders whose money must go back to the patient and has not yet (refund 'Due'). */
  refundsDue: number;
  /** Payments held for checking (paid twice, after a cancel, a different amount) with no refund decided yet. */
  paymentsHeldWithoutRefund: number;
};

/** The counts operations watch (metrics and alerts); each reads only the few rows a partial index holds (migration 0019). */
export async function readOperationalCounts(db: Db): Promise<OperationalCounts> {
  const { rows } = await sql<{
    failed: number;
    stuck: number;
    refunds_due: number;
    held: number;
  }>`
    select
      (select count(*) from messages where state = 'failed' and updated_at > now() - interval '1 hour')::int as failed,
      (select count(*) from messages where state = 'queued' and created_at < now() - interval '10 minutes')::int as stuck,
      (select count(*) from sample_requests where refund_status = 'Due')::int as refunds_due,
      (select count(*) from sample_requests where payment_flag is not null and refund_status is null)::int as held
  `.execute(db);
  const row = rows[0]!;
  return { messagesFailedLastHour: row.failed, messagesStuck: row.stuck, refundsDue: row.refunds_due, paymentsHeldWithoutRefund: row.held };
}
