/** The two paths a booking form is posted to, the only page paths given the upload's body cap (server/page-body.ts). */
export const BOOKING_UPLOAD_PATH = "/booking/sample-request";
/** Without JavaScript: the home view's action, so a refusal shows the page with the form and its messages. */
export const BOOKING_PAGE_PATH = "/booking";

/** The plain form's action: /booking, remembering the page it was on so success goes back there. */
export function bookingPageAction(pathname: string, search: URLSearchParams): string {
  const back = pathname === BOOKING_PAGE_PATH ? (search.get("back") ?? "/") : pathname;
  return `${BOOKING_PAGE_PATH}?${new URLSearchParams({ back })}`;
}
