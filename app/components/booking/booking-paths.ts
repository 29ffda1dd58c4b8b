import { BOOKING_FORM_MAX_BYTES } from "../../../core/booking/sample-request-limits";
import type { RouteHandle } from "../../lib/route-handle";

/**
 * The booking form's body cap (the prescription and the fields around it), declared as `handle` by both routes the
 * form is posted to and given to its formAction: the host and the form pipeline read this one number.
 */
export const BOOKING_UPLOAD_HANDLE = { maxBodyBytes: BOOKING_FORM_MAX_BYTES } satisfies RouteHandle;

/** The two paths a booking form is posted to, the only page paths given the upload's body cap. */
export const BOOKING_UPLOAD_PATH = "/booking/sample-request";
/** Without JavaScript: the home view's action, so a refusal shows the page with the form and its messages. */
export const BOOKING_PAGE_PATH = "/booking";

/** The plain form's action: /booking, remembering the page it was on so success goes back there. */
export function bookingPageAction(pathname: string, search: URLSearchParams): string {
  const back = pathname === BOOKING_PAGE_PATH ? (search.get("back") ?? "/") : pathname;
  return `${BOOKING_PAGE_PATH}?${new URLSearchParams({ back })}`;
}
