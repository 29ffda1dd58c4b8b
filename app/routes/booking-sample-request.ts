import { BOOKING_UPLOAD_HANDLE } from "../components/booking/booking-paths";
import { handleBooking } from "./booking-sample-request.server";
import type { Route } from "./+types/booking-sample-request";

/** The upload's body cap, for the host (server/page-body.ts) and the form pipeline. */
export const handle = BOOKING_UPLOAD_HANDLE;

/** The booking form's upload when JavaScript runs (progress needs XMLHttpRequest): the same pipeline, as JSON. */
export async function action({ context, request }: Route.ActionArgs) {
  const answer = await handleBooking(request, context);
  if (answer instanceof Response) return answer;
  return Response.json(answer.data, { status: answer.init?.status ?? 200, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
