import { BOOKING_UPLOAD_HANDLE } from "../components/booking/booking-paths";

/**
 * /booking, the booking form's plain (no JavaScript) post: the home view itself (its action creates the booking),
 * in a module of its own only to declare the upload's body cap, which the other home-view paths do not get.
 */
export { action, default, headers, loader, meta } from "./home";

export const handle = BOOKING_UPLOAD_HANDLE;
