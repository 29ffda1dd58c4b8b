import { redirect } from "react-router";
import { isAppError } from "../../core/errors/app-error";
import { GatewayError } from "../../core/payments/gateway";
import { startPayment } from "../../core/payments/start-payment";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/trace-pay";

const ID = /^[1-9]\d{0,15}$/;

/**
 * Pay Now (spec 000 §4): creates or reuses the order's open gateway attempt; the amount comes from the order.
 * The page's script asks for JSON and opens the gateway in a new window; a plain form post is sent to the gateway.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const json = (request.headers.get("accept") ?? "").includes("application/json");
  const back = (error: string, status: number) =>
    json ? Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } }) : redirect(`/trace/test/${params.id}?payError=${error}`);
  if (request.method !== "POST") return back("order_not_found", 405);
  if (!ID.test(params.id)) return back("order_not_found", 404);
  const user = await getUser(context);
  if (!user) return json ? Response.json({ error: "login_required" }, { status: 401 }) : redirect(`/?redirectTo=${encodeURIComponent(`/trace/test/${params.id}`)}#booking`);
  try {
    const started = await startPayment(context.payments, { userId: user.id, requestId: Number(params.id), language: context.lang, origin: context.origin });
    if (json) return Response.json({ attemptId: started.attemptId, redirectUrl: started.redirectUrl }, { headers: { "Cache-Control": "no-store" } });
    return redirect(started.redirectUrl);
  } catch (error) {
    if (isAppError(error)) return back(error.code, error.status);
    if (error instanceof GatewayError || (error as Error).name === "TimeoutError" || error instanceof TypeError) return back("gateway_unavailable", 503);
    throw error;
  }
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(ID.test(params.id) ? `/trace/test/${params.id}` : "/404");
}
