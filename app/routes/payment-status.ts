import { isAppError } from "../../core/errors/app-error";
import { refreshPaymentStatus } from "../../core/payments/refresh-payment-status";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/payment-status";

const ID = /^[1-9]\d{0,15}$/;
const headers = { "Cache-Control": "no-store" };

/**
 * What the paying page polls every 5 s: one attempt of the logged-in patient. Our server asks the gateway at most
 * once every few seconds per attempt, whoever polls; another patient's attempt is 404, like a missing one.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = await getUser(context);
  if (!user) return Response.json({ error: "login_required" }, { status: 401, headers });
  if (!ID.test(params.attemptId)) return Response.json({ error: "payment_not_found" }, { status: 404, headers });
  try {
    const status = await refreshPaymentStatus(context.payments, { attemptId: Number(params.attemptId), userId: user.id, actor: "patient" });
    return Response.json(status, { headers });
  } catch (error) {
    if (isAppError(error)) return Response.json({ error: error.code }, { status: error.status, headers });
    throw error;
  }
}
