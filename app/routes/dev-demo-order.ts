import { data, redirect } from "react-router";
import { demoOrderSchema } from "../../core/orders/demo-order-schema";
import { formAction, resourceAnswer } from "../lib/form-action.server";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/dev-demo-order";

/**
 * Demo mode only (like /dev/outbox): POST makes a priced order for the logged-in patient (or, with `stage=pending`, an
 * order waiting for the office) and opens its tracking page.
 * The post goes through the form pipeline: a body that is not the form is answered 415/413/400 as translated text.
 */
export async function action({ context, request }: Route.ActionArgs) {
  if (context.appEnv !== "demo") throw data(null, { status: 404 });
  const user = await getUser(context);
  if (!user) throw redirect(`/?redirectTo=${encodeURIComponent("/dev/demo-order")}#booking`);
  const answer = await formAction({
    request,
    context,
    schema: demoOrderSchema,
    what: "demo order not created",
    run: async (form) => redirect(`/trace/test/${await context.core.createDemoOrder(user, { stage: form.stage })}`),
  });
  return resourceAnswer(answer, context);
}

export function loader({ context }: Route.LoaderArgs) {
  if (context.appEnv !== "demo") throw data(null, { status: 404 });
  return new Response(
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>Demo order (demo mode only)</title>' +
      '<p style="display:inline-block;background:#fef3c7;color:#78350f;padding:.25rem .75rem;border-radius:999px;font-weight:600">Demo mode only</p>' +
      "<h1>Demo order</h1><p>This page exists only in demo mode: in production it answers 404. The order is paid through the sandbox, never a real gateway.</p>" +
      '<form method="post"><button>Create a demo order (₹950, sandbox payment)</button></form>' +
      // The README's walk-through starts here: a new request, no lab and no tests yet, in Kolkata near the demo lab user's lab.
      '<form method="post"><input type="hidden" name="stage" value="pending"><button>Create an order waiting for the office (no lab, no tests yet)</button></form></html>',
    { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } },
  );
}
