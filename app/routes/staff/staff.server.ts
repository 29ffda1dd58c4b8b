import { data, type AppLoadContext } from "react-router";
import type { Actor, OrderDeps } from "../../../core/orders/order-deps";
import { reportFailure } from "../../../core/errors/report-failure";
import { getUser } from "../../lib/session.server";

export type StaffRole = "admin" | "agent" | "lab";

/** Where each role's console starts. */
export const STAFF_HOME: Record<StaffRole, string> = { admin: "/staff/requests", agent: "/staff/agent", lab: "/staff/lab" };

const NOT_FOUND = () => data(null, { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * Every staff page and action starts here: the role comes from the server session and the users table only. A
 * patient, a logged-out visitor or a staff member of another role gets the same 404 as a page that does not exist,
 * so the console's addresses say nothing to those outside it. A lab user's lab is read from their account.
 */
export async function requireStaff(context: AppLoadContext, ...roles: StaffRole[]): Promise<Actor & { role: StaffRole; name: string | null }> {
  const user = await getUser(context);
  if (!user || !(roles as string[]).includes(user.role)) throw NOT_FOUND();
  const role = user.role as StaffRole;
  if (role !== "lab") return { id: user.id, role, name: user.name, labId: null };
  return { id: user.id, role, name: user.name, labId: await context.core.getStaffLab(user.id) };
}

/** The transitions' outside world, from the request's load context. */
export function orderDeps(context: AppLoadContext): OrderDeps {
  return {
    ...context.payments,
    storage: context.storage,
    supportPhone: context.brand.supportPhone,
    onMessageError: (error) => reportFailure(context, error, "order message not queued"),
  };
}

/** A path id: digits only, no leading zero, within a bigint. */
export const isOrderId = (value: string | undefined): value is string => typeof value === "string" && /^[1-9]\d{0,15}$/.test(value);
