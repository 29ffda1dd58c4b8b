import { notFound } from "../lib/file-download.server";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/trace-fhir";

const ID = /^[1-9]\d{0,15}$/;

/** The order's published results as a FHIR R4 Bundle (issue #28): the owner only, 404 for anyone else and for an order with nothing published. */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!ID.test(params.id)) throw notFound();
  const user = await getUser(context);
  if (!user) throw notFound();
  const bundle = await context.core.exportOrderFhir({ userId: user.id, orderId: Number(params.id) });
  if (!bundle) throw notFound();
  return new Response(JSON.stringify(bundle, null, 2), {
    headers: {
      "Content-Type": "application/fhir+json; charset=utf-8",
      "Content-Disposition": `attachment; filename="report-${params.id}.fhir.json"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
