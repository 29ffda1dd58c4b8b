import { sql } from "kysely";
import { writeAudit } from "../audit/write-audit";
import type { Actor } from "../orders/order-deps";
import { OUTCOME_UNKNOWN } from "../messaging/messenger";
import type { Db } from "../../db/client";
import { labPricedTests } from "../catalog/lab-prices";
import { findLabsNear } from "../catalog/find-labs-near";
import { orderedTestsOf } from "../orders/ordered-test";
import { uncachedReferenceReads } from "../reference-reads/reference-reads";
import { versionOf, type OrderRow } from "../orders/run-transition";
import { historyChanges, type HistoryChange } from "./history-changes";

export type StaffHistoryEntry = {
  id: number;
  at: Date;
  actor: string;
  actorName: string | null;
  action: string;
  /** What changed, each to be told as a sentence in the reader's language. */
  changes: HistoryChange[];
};

export type StaffMessage = {
  id: number;
  template: string;
  state: string;
  attempts: number;
  /** The provider's or our own code (opted_out…), and its free-text detail. */
  errorCode: string | null;
  error: string | null;
  createdAt: Date;
};

export type StaffPaymentAttempt = {
  id: number;
  gateway: string;
  merchantOrderId: string;
  amountPaise: number;
  state: string;
  errorCode: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

export type StaffRefund = {
  id: number;
  amountPaise: number;
  cause: string;
  state: string;
  method: string | null;
  /** Sent back through the gateway's refund API: a captured attempt, not yet tried there. */
  byGateway: boolean;
  errorCode: string | null;
  reference: string | null;
  refundedPaise: number | null;
  refundedOn: string | null;
};

export type CatalogueTest = { id: number; name: string; pricePaise: number; chosen: boolean };
export type LabOption = { id: number; name: string; city: string | null; distanceKm: number | null };
export type AgentOption = { id: number; name: string | null; phone: string };

export type StaffRequest = {
  order: OrderRow;
  /** The version staff forms carry as `seen`. */
  version: string;
  tests: { name: string; amountPaise: number | null }[];
  hasPrescription: boolean;
  hasReport: boolean;
  payments: StaffPaymentAttempt[];
  refunds: StaffRefund[];
  history: StaffHistoryEntry[];
  messages: StaffMessage[];
};

export type StaffRequestOptions = { tests: CatalogueTest[]; agents: AgentOption[]; labs: LabOption[] };

const HISTORY_LIMIT = 200;
const NEARBY_LABS = 20;

/**
 * One request as staff see it: everything the patient entered and every step since, with its messages. Undefined:
 * no such request. The page shows the patient's health data (tests, notes, the patient's details), so every read is
 * an audit row `request.view` by its viewer, listed to the patient in "Who opened my data" (core/privacy/
 * list-staff-reads.ts); those rows are reads, not steps, and stay out of the page's own history.
 */
export async function getStaffRequest(db: Db, orderId: number, viewer: { actor: Actor; now?: Date }): Promise<StaffRequest | undefined> {
  const order = await db.selectFrom("sample_requests").selectAll().where("id", "=", orderId).executeTakeFirst();
  if (!order) return undefined;
  await writeAudit(db, { actorId: viewer.actor.id, actor: viewer.actor.role, action: "request.view", entity: "sample_request", entityId: order.id, at: viewer.now });
  const [payments, refunds, history, messages] = await Promise.all([
    db
      .selectFrom("payments")
      .select(["id", "gateway", "merchant_order_id", "amount_paise", "state", "error_code", "created_at", "finished_at"])
      .where("request_id", "=", orderId)
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("refunds as r")
      .leftJoin("payments as p", "p.id", "r.payment_id")
      .select([
        "r.id",
        "r.amount_paise",
        "r.cause",
        "r.state",
        "r.method",
        "r.merchant_refund_id",
        "r.error_code",
        "r.reference",
        "r.refunded_paise",
        "r.refunded_on",
        "p.state as payment_state",
      ])
      .where("r.request_id", "=", orderId)
      .orderBy("r.id")
      .execute(),
    db
      .selectFrom("audit_log as a")
      .leftJoin("users as u", "u.id", "a.actor_id")
      .select(["a.id", "a.at", "a.actor", "u.name as actor_name", "a.action", "a.before", "a.after"])
      .where("a.entity", "=", "sample_request")
      .where("a.entity_id", "=", String(orderId))
      .where("a.action", "!=", "request.view")
      .orderBy("a.id", "desc")
      .limit(HISTORY_LIMIT)
      .execute(),
    db
      .selectFrom("messages")
      .select(["id", "template", "state", "attempts", "error", "error_code", "created_at"])
      .where("request_id", "=", orderId)
      .orderBy("id", "desc")
      .execute(),
  ]);
  return {
    order,
    version: versionOf(order),
    tests: orderedTestsOf(order.tests),
    hasPrescription: Boolean(order.prescription),
    hasReport: Boolean(order.report),
    payments: payments.map((p) => ({
      id: p.id,
      gateway: p.gateway,
      merchantOrderId: p.merchant_order_id,
      amountPaise: p.amount_paise,
      state: p.state,
      errorCode: p.error_code,
      createdAt: p.created_at,
      finishedAt: p.finished_at,
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amountPaise: r.amount_paise,
      cause: r.cause,
      state: r.state,
      method: r.method,
      byGateway: r.payment_state === "completed" && r.merchant_refund_id === null,
      errorCode: r.error_code,
      reference: r.reference,
      refundedPaise: r.refunded_paise,
      refundedOn: r.refunded_on,
    })),
    history: history.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      actorName: row.actor_name,
      action: row.action,
      changes: historyChanges(row.before, row.after),
    })),
    messages: messages.map((m) => ({
      id: m.id,
      template: m.template,
      // A claim given up after a crash (decision 0016): WhatsApp may have taken it, so staff check with the patient.
      state: m.state === "failed" && m.error_code === OUTCOME_UNKNOWN ? ("unknown" as const) : m.state,
      attempts: m.attempts,
      errorCode: m.error_code,
      error: m.error,
      createdAt: m.created_at,
    })),
  };
}

/** What the forms on a request's page offer: the catalogue at this order's lab's prices, the agents, labs near the patient. */
export async function getStaffRequestOptions(db: Db, order: Pick<OrderRow, "lab_id" | "lat" | "lon" | "city" | "tests">): Promise<StaffRequestOptions> {
  const chosen = new Set((Array.isArray(order.tests) ? order.tests : []).map((test) => String(test.test_name ?? "").toLowerCase()));
  const [tests, agents, labs] = await Promise.all([
    labPricedTests(db, order.lab_id),
    db.selectFrom("users").select(["id", "name", "phone"]).where("role", "=", "agent").orderBy("name").orderBy("id").execute(),
    labsNear(db, order),
  ]);
  return {
    tests: tests.map((test) => ({ ...test, chosen: chosen.has(test.name.toLowerCase()) })),
    agents,
    labs,
  };
}

async function labsNear(db: Db, order: Pick<OrderRow, "lat" | "lon" | "city">): Promise<LabOption[]> {
  if (order.lat !== null && order.lon !== null) {
    const near = await findLabsNear(uncachedReferenceReads(db), { point: { lat: order.lat, lon: order.lon }, limit: NEARBY_LABS });
    if (near.length > 0) return near.map((lab) => ({ id: lab.id, name: lab.name, city: lab.city, distanceKm: Math.round(lab.distanceKm * 10) / 10 }));
  }
  let query = db.selectFrom("hospitals").select(["id", "name", "city"]).where("type", "=", "Lab").where("status", "=", "Active");
  const city = order.city?.trim();
  if (city) query = query.where(sql<string>`lower(city)`, "=", city.toLowerCase());
  const rows = await query.orderBy("name").limit(NEARBY_LABS).execute();
  return rows.map((lab) => ({ ...lab, distanceKm: null }));
}

