import { randomBytes } from "node:crypto";
import { bookingPageAction } from "../components/booking/booking-paths";
import type { AppLoadContext } from "react-router";
import { reportFailure } from "../../core/errors/report-failure";
import { availableSlots } from "../../core/booking/slots";
import { SOMEONE_ELSE } from "../../core/booking/booking-person-choices";
import { groupLabsByCity } from "../../core/catalog/group-labs-by-city";
import { formatDateTime } from "../../core/format/format";
import type { ChosenLocation } from "../../core/geo/chosen-location";
import type { SessionUser } from "../../core/auth/sessions";
import type { BookingView } from "../components/booking/booking-view";
import { drawnOnServer } from "../render/drawn-on-server";

/**
 * The logged-in part of the booking section: the patient's own requests (from the session's user id only),
 * the form's choices (slots by the clock now, labs of this page grouped by city) and what to prefill (the
 * profile: spec 000 §4 step 3; the place from the chosen location).
 */
export async function loadBookingView(
  context: AppLoadContext,
  request: Request,
  options: { user: SessionUser; labs: readonly { id: number; name: string; city: string | null }[]; chosen: ChosenLocation | null },
): Promise<BookingView> {
  const url = new URL(request.url);
  const beforeText = url.searchParams.get("before");
  const before = beforeText && /^\d{1,15}$/.test(beforeText) ? Number(beforeText) : null;
  const { user, chosen } = options;
  const now = new Date();
  const slots = availableSlots(now);
  // Unread, the picker offers 'Someone else' only and the patient types the person in.
  const members = await context.core.listBookingMembers(user.id, now).catch((error: unknown) => {
    reportFailure(context, error, "family members not listed");
    return [];
  });
  // Issue #27: narrowed to one of the account's own members; any other id is ignored, never looked up.
  const memberId = members.find((member) => String(member.id) === url.searchParams.get("member"))?.id ?? null;
  const [list, consent, fullSlots] = await Promise.all([
    // A list that cannot be read is said so on the page (spec 001 §8), the rest of the section still works.
    context.core.listMySampleRequests({ uid: user.id, before, memberId }).catch((error: unknown) => {
      reportFailure(context, error, "sample requests not listed");
      return null;
    }),
    // Unread, the form asks for the consent again; the first one given is the one kept (create-sample-request.ts).
    context.core.getHealthConsent(user.id).catch((error: unknown) => {
      reportFailure(context, error, "health data consent not read");
      return null;
    }),
    // Unread, no slot shows as full; the booking still refuses a full one (takeSlotPlace).
    context.core.fullSlotsAtLabs(options.labs.map((lab) => lab.id), slots, now).catch((error: unknown) => {
      reportFailure(context, error, "full slots not read");
      return {};
    }),
  ]);
  // The place chosen now (issue #13: city, pincode and state from the chosen location) before the profile's.
  const pincode = chosen?.pincode ?? user.pincode ?? "";
  // Spec 001 §2.1: the form shows when 'New Request' is on or there are no requests yet; the toggle starts on then.
  const noRequests = list !== null && list.requests.length === 0 && before === null && memberId === null;
  const asked = url.searchParams.get("new");
  const booked = list?.requests.find((request) => String(request.id) === url.searchParams.get("booked")) ?? null;
  const toggleOn = booked ? false : asked === "1" ? true : asked === "0" ? false : noRequests;
  // ?for=<member id> (a member's 'Book a test' link) starts the form with them chosen, at their last address.
  const forMember = members.find((member) => member.bookable && String(member.id) === url.searchParams.get("for"));
  const place = forMember?.lastAddress;
  const memberFilter = { members: members.map((member) => ({ id: member.id, name: member.name, relation: member.relation })), selected: memberId };
  const olderPage = before !== null;
  // A list that could not be read is not drawnOnServer: the browser draws the failure too, for its toast.
  const myLabTests = list
    ? drawnOnServer({
        requests: list.requests.map(({ createdAt, ...card }) => ({ ...card, requestedAt: formatDateTime(createdAt) })),
        nextBefore: list.nextBefore,
        error: null,
        memberFilter,
        olderPage,
      })
    : { requests: [], nextBefore: null, error: "booking.list.loadFailed", memberFilter, olderPage };
  return {
    list: myLabTests,
    toggleOn,
    showForm: booked ? false : toggleOn || noRequests,
    formAction: bookingPageAction(url.pathname, url.searchParams),
    requestKey: randomBytes(18).toString("base64url"),
    consentNeeded: !consent,
    slots,
    labGroups: groupLabsByCity(options.labs).map((group) => ({ city: group.city, labs: group.labs.map((lab) => ({ id: lab.id, name: lab.name })) })),
    prefill: {
      // No person is assumed when the family has members: the patient chooses (the account holder prefilled every
      // time mislabelled samples, issue #27).
      memberId: forMember ? String(forMember.id) : members.length === 0 ? SOMEONE_ELSE : "",
      name: forMember?.name ?? "",
      age: forMember?.age?.toString() ?? "",
      gender: forMember?.gender ?? "",
      address: place?.address ?? user.address ?? "",
      village: place?.village ?? chosen?.address ?? "",
      city: place?.city ?? chosen?.city ?? user.city ?? "",
      pincode: place ? (place.pincode ?? "") : pincode,
      state: place ? (place.state ?? "") : (chosen?.state ?? user.state ?? ""),
    },
    members,
    fullSlots,
    created: booked ? { id: booked.id, name: booked.name } : null,
  };
}
