import type { MySampleRequest } from "../../../core/booking/list-my-sample-requests";
import type { Slot } from "../../../core/booking/slots";
import type { Relation } from "../../../core/family/relations";
import type { BasketCard } from "../basket/basket-panel";
import type { BookingMember } from "../../../core/booking/booking-members";

/** A request card of 'My Lab Tests' as the page gets it (dates already formatted on the server). */
export type RequestCard = Omit<MySampleRequest, "createdAt"> & { requestedAt: string };

export type LabChoice = { id: number; name: string };

/** A member 'My Lab Tests' can be narrowed to (issue #27), and the one chosen by `?member=` (only the account's own). */
export type MemberFilter = { members: { id: number; name: string; relation: Relation }[]; selected: number | null };
/** The request just booked, shown in place of the form. */
export type CreatedRequest = { id: number; name: string };

/** 'My Lab Tests': drawnOnServer in the loader, the section shows it through keptAsDrawn (links only). */
export type MyLabTestsList = {
  requests: RequestCard[];
  /** Id to continue the list after, when there are older requests. */
  nextBefore: number | null;
  /** Catalog key of the message when the list could not be read. */
  error: string | null;
  memberFilter: MemberFilter;
  /** True when this page shows older requests (a 'load more' page). */
  olderPage: boolean;
};

/** What the booking section needs once the patient is logged in. */
export type BookingView = {
  list: MyLabTestsList;
  /** 'New Request' is pressed. */
  toggleOn: boolean;
  showForm: boolean;
  formAction: string;
  requestKey: string;
  consentNeeded: boolean;
  slots: Slot[];
  labGroups: { city: string; labs: LabChoice[] }[];
  prefill: Record<string, string>;
  /** The visitor's basket, booked by this form (no prescription needed) when there is one. */
  basket?: BasketCard | null;
  /** The page the basket's buttons come back to. */
  basketBack?: string;
  /** 'Who is this test for?': the family's members. */
  members: BookingMember[];
  /** Slots each lab (by id) has no place left in; a lab with room everywhere is left out. */
  fullSlots: Record<number, Slot[]>;
  created: CreatedRequest | null;
};
