import { handleBooking } from "../components/booking/handle-booking.server";
import type { Route } from "./+types/booking-sample-request";

/** The booking form's upload when JavaScript runs (progress needs XMLHttpRequest): the same handler, as JSON. */
export async function action({ context, request }: Route.ActionArgs) {
  const { status, body } = await handleBooking(request, context);
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
