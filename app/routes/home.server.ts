import { randomBytes } from "node:crypto";
import { bookingPageAction } from "../components/booking/booking-paths";
import type { AppLoadContext } from "react-router";
import { reportFailure } from "../../core/errors/report-failure";
import { availableSlots } from "../../core/booking/slots";
import { groupLabsByCity } from "../../core/catalog/group-labs-by-city";
import { formatDateTime } from "../../core/format/format";
import type { ChosenLocation } from "../../core/geo/chosen-location";
import type { SessionUser } from "../../core/auth/sessions";
import type { BookingView } from "../components/booking/booking-view";

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
  const members = await context.core.listFamilyMembers(user.id).catch((error: unknown) => {
    reportFailure(context, error, "family members not listed");
    return [];
  });
  // Issue #27: narrowed to one of the account's own members; any other id is ignored, never looked up.
  const memberId = members.find((member) => String(member.id) === url.searchParams.get("member"))?.id ?? null;
  const [list, consent] = await Promise.all([
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
  ]);
  // The place chosen now (issue #13: city, pincode and state from the chosen location) before the profile's.
  const pincode = chosen?.pincode ?? user.pincode ?? "";
  // Spec 001 §2.1: the form shows when 'New Request' is on or there are no requests yet; the toggle starts on then.
  const noRequests = list !== null && list.requests.length === 0 && before === null && memberId === null;
  const asked = url.searchParams.get("new");
  const toggleOn = asked === "1" ? true : asked === "0" ? false : noRequests;
  return {
    requests: (list?.requests ?? []).map(({ createdAt, ...card }) => ({ ...card, requestedAt: formatDateTime(createdAt) })),
    nextBefore: list?.nextBefore ?? null,
    listError: list ? null : "booking.list.loadFailed",
    memberFilter: { members: members.map((member) => ({ id: member.id, name: member.name, relation: member.relation })), selected: memberId },
    olderPage: before !== null,
    toggleOn,
    showForm: toggleOn || noRequests,
    formAction: bookingPageAction(url.pathname, url.searchParams),
    requestKey: randomBytes(18).toString("base64url"),
    consentNeeded: !consent,
    slots: availableSlots(new Date()),
    labGroups: groupLabsByCity(options.labs).map((group) => ({ city: group.city, labs: group.labs.map((lab) => ({ id: lab.id, name: lab.name })) })),
    prefill: {
      name: user.name ?? "",
      age: user.age ?? "",
      gender: user.gender ?? "",
      address: user.address ?? "",
      village: chosen?.address ?? "",
      city: chosen?.city ?? user.city ?? "",
      pincode,
      state: chosen?.state ?? user.state ?? "",
    },
  };
}
