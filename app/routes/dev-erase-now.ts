import { data } from "react-router";
import { eraseNowSchema } from "../../core/privacy/erase-now-for-demo";
import { formAction, resourceAnswer } from "../lib/form-action.server";
import type { Route } from "./+types/dev-erase-now";

/**
 * Demo mode only (like /dev/expire-invoice-link): the 7-day cooling-off of an account that asked to be deleted ends
 * now and the erasure is carried out at once, as the scheduled job would; the answer is what the database and the
 * file storage still hold of the account (core/privacy/erase-now-for-demo.ts). The account is named by its number in
 * the post's body, never the address: its sessions ended with the request.
 */
export async function action({ context, request }: Route.ActionArgs) {
  if (context.appEnv !== "demo") throw data(null, { status: 404 });
  const answer = await formAction({
    request,
    context,
    schema: eraseNowSchema,
    what: "demo erasure not carried out",
    run: async (form) => {
      const report = await context.core.eraseNowForDemo({ storage: context.storage, messenger: context.payments.messenger }, { phone: form.phone });
      if (!report) return new Response("No erasure is waiting for this number.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
      return Response.json(report, { headers: { "Cache-Control": "no-store" } });
    },
  });
  return resourceAnswer(answer, context);
}

export function loader({ context }: Route.LoaderArgs) {
  if (context.appEnv !== "demo") throw data(null, { status: 404 });
  return new Response(
    '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>Erase now (demo mode only)</title>' +
      '<p style="display:inline-block;background:#fef3c7;color:#78350f;padding:.25rem .75rem;border-radius:999px;font-weight:600">Demo mode only</p>' +
      "<h1>Erase an account now</h1><p>This page exists only in demo mode: in production it answers 404. The account must have asked to be deleted; its 7 days of cooling-off end now and the erasure is carried out, as the scheduled job would.</p>" +
      '<form method="post"><label>Account number <input name="phone" inputmode="numeric" autocomplete="off" required></label> <button>Erase now</button></form></html>',
    { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } },
  );
}
