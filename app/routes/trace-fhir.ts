import { serverT } from "../i18n/server-t.server";
import { notFound } from "../lib/file-download.server";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/trace-fhir";

const ID = /^[1-9]\d{0,15}$/;

/** The order's published results as a FHIR R4 Bundle (issue #28): the owner only, 404 for anyone else and for an order with nothing published. */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!ID.test(params.id)) throw notFound();
  const user = await getUser(context);
  if (!user) throw notFound();
  // LOINC's own names are English; the export names each value in English whatever the page's language.
  const t = serverT("en", "results");
  const names = { parameter: (slug: string) => t(`parameters.${slug}.name`), answer: (code: string) => t(`answers.${code}`) };
  const bundle = await context.core.exportOrderFhir({ userId: user.id, orderId: Number(params.id), names });
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
