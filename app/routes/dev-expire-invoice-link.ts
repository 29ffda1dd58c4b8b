import { data, redirect } from "react-router";
import { expireInvoiceLinkSchema } from "../../core/invoices/owner-invoice-link";
import { formAction, resourceAnswer } from "../lib/form-action.server";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/dev-expire-invoice-link";

/**
 * Demo mode only (like /dev/demo-order): the logged-in patient's working invoice links of one order reach their
 * expiry now, to show (and test) the page a link past its days answers. Back to the order page.
 */
export async function action({ context, request }: Route.ActionArgs) {
  if (context.appEnv !== "demo") throw data(null, { status: 404 });
  const user = await getUser(context);
  if (!user) throw redirect(`/?redirectTo=${encodeURIComponent("/dev/expire-invoice-link")}#booking`);
  const answer = await formAction({
    request,
    context,
    schema: expireInvoiceLinkSchema,
    what: "demo invoice links not expired",
    run: async (form) => {
      await context.core.expireInvoiceLinksNow({ userId: user.id, orderId: form.orderId });
      return redirect(`/trace/test/${form.orderId}`);
    },
  });
  return resourceAnswer(answer, context);
}

export function loader({ context }: Route.LoaderArgs) {
  if (context.appEnv !== "demo") throw data(null, { status: 404 });
  return new Response(
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>Expire invoice links (demo mode only)</title>' +
      '<p style="display:inline-block;background:#fef3c7;color:#78350f;padding:.25rem .75rem;border-radius:999px;font-weight:600">Demo mode only</p>' +
      "<h1>Expire invoice links</h1><p>This page exists only in demo mode: in production it answers 404. The shared invoice links of one of your orders reach their expiry now, to show the page an expired link answers.</p>" +
      '<form method="post"><label>Order number <input name="orderId" inputmode="numeric" required></label> <button>Expire its links now</button></form></html>',
    { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } },
  );
}
