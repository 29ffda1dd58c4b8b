import { redirect } from "react-router";
import { isGatewayUnavailable } from "../../core/payments/gateway";
import { spendPayNowBudget } from "../../core/payments/pay-now-budget";
import { payNowSchema } from "../../core/payments/pay-now-schema";
import { startPayment } from "../../core/payments/start-payment";
import { formAction } from "../lib/form-action.server";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/trace-pay";

const ID = /^[1-9]\d{0,15}$/;
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Pay Now (spec 000 §4): creates or reuses the order's open gateway attempt; the amount comes from the order.
 * The page's script asks for JSON and opens the gateway in a new window; a plain form post is sent to the gateway.
 * The post goes through the form pipeline (415/413/400 for a body that is not the form) and the Pay Now budget.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const json = (request.headers.get("accept") ?? "").includes("application/json");
  const back = (error: string, status: number) =>
    json ? Response.json({ error }, { status, headers: NO_STORE }) : redirect(`/trace/test/${params.id}?payError=${error}`);
  if (request.method !== "POST") return back("order_not_found", 405);
  if (!ID.test(params.id)) return back("order_not_found", 404);
  const user = await getUser(context);
  if (!user) return json ? Response.json({ error: "login_required" }, { status: 401, headers: NO_STORE }) : redirect(`/?redirectTo=${encodeURIComponent(`/trace/test/${params.id}`)}#booking`);
  const orderId = Number(params.id);

  const answer = await formAction({
    request,
    context,
    schema: payNowSchema,
    what: "pay now",
    budget: () => spendPayNowBudget(context.auth.rateLimiter, { userId: user.id, orderId, ip: context.clientIp }),
    run: async () => {
      try {
        const started = await startPayment(context.payments, { userId: user.id, requestId: orderId, language: context.lang, origin: context.origin });
        return { attemptId: started.attemptId, redirectUrl: started.redirectUrl };
      } catch (error) {
        // The gateway being away is not our bug: the patient is told to try again, nothing was charged.
        if (isGatewayUnavailable(error)) return back("gateway_unavailable", 503);
        throw error;
      }
    },
  });
  if (answer instanceof Response) return answer;
  const result = answer.data;
  if (result.ok) return json ? Response.json({ attemptId: result.attemptId, redirectUrl: result.redirectUrl }, { headers: NO_STORE }) : redirect(result.redirectUrl);
  const key = result.formError ?? Object.values(result.fieldErrors)[0] ?? "errors.badForm";
  return back(key.replace(/^errors\./, ""), answer.init?.status ?? 400);
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(ID.test(params.id) ? `/trace/test/${params.id}` : "/404");
}
