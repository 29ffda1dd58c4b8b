import type { Db } from "../../db/client";
import { formatAddress } from "../geo/format-address";
import { isAppError, type AppErrorCode } from "../errors/app-error";
import { assignAgent, type AssignAgentInput } from "./assign-agent";
import type { OrderDeps } from "./order-deps";
import { placeKey } from "./place-key";

/** More people than one household books into one slot: the search for a visit's requests stops there. */
const VISIT_MAX_REQUESTS = 12;

export type VisitAssignment = { orderId: number; outcome: "assigned" } | { orderId: number; outcome: "refused"; code: AppErrorCode };

/** The request's address as the agent reads it: the same parts in the same order as their page (field-visit.ts). */
const addressOf = (row: { address: string | null; village: string | null; city: string | null; pincode: string | null }) =>
  formatAddress([row.address, row.village, row.city, row.pincode]) ?? "";

/**
 * The requests that make one visit with this one (issue #27): the same address and slot, not cancelled, sample not
 * yet taken. The request itself first. A staff page lists them so the admin assigns the agent once.
 */
export async function findVisitRequests(db: Db, orderId: number): Promise<number[]> {
  const order = await db.selectFrom("sample_requests").select(["id", "address", "village", "city", "pincode", "date"]).where("id", "=", orderId).executeTakeFirst();
  if (!order?.date || !order.address) return order ? [order.id] : [];
  const key = placeKey(addressOf(order));
  const candidates = await db
    .selectFrom("sample_requests")
    .select(["id", "address", "village", "city", "pincode"])
    .where("date", "=", order.date)
    .where((eb) => (order.pincode === null ? eb("pincode", "is", null) : eb("pincode", "=", order.pincode)))
    .where("status", "in", ["Pending Confirmation", "Confirmed", "Paid", "Agent Assigned"])
    .where("id", "<>", order.id)
    .orderBy("id")
    .limit(VISIT_MAX_REQUESTS)
    .execute();
  return [order.id, ...candidates.filter((row) => placeKey(addressOf(row)) === key).map((row) => row.id)];
}

/**
 * Sends one agent, at one date and time, to every request of the visit. Each request is its own transition (its own
 * lock, audit row and message), so one that cannot take the agent (no lab yet, the agent already on the way) is
 * reported and the others are still assigned. A form posted twice does each request once (its form key per request).
 */
export async function assignAgentToVisit(deps: OrderDeps, input: AssignAgentInput): Promise<VisitAssignment[]> {
  const orderIds = await findVisitRequests(deps.db, input.orderId);
  const outcomes: VisitAssignment[] = [];
  for (const orderId of orderIds) {
    try {
      await assignAgent(deps, {
        ...input,
        orderId,
        // The version the admin saw belongs to the request they opened; the others are checked by their state.
        seen: orderId === input.orderId ? input.seen : undefined,
        formKey: input.formKey ? `${input.formKey}:${orderId}` : undefined,
      });
      outcomes.push({ orderId, outcome: "assigned" });
    } catch (error) {
      if (!isAppError(error) || orderId === input.orderId) throw error;
      outcomes.push({ orderId, outcome: "refused", code: error.code });
    }
  }
  return outcomes;
}
