import type { Db } from "../../db/client";
import type { Gender, MemberAddress, Relation } from "../../db/schema";
import { listFamilyMembers } from "../family/list-family-members";
import { ageOf, isMinor } from "../family/member-age";
import { isOwnChild } from "../family/relations";

/** A choice of 'Who is this test for?': what the card shows and what the form is filled with when it is chosen. */
export type BookingMember = {
  id: number;
  name: string;
  relation: Relation;
  age: number | null;
  gender: Gender | null;
  /** Under 18 (isMinor): the booking needs the guardian's consent. */
  minor: boolean;
  /** False for a child the account is neither parent nor confirmed guardian of: they cannot be booked from here. */
  bookable: boolean;
  /** The name, age and gender are all known, so the form need not ask for them. */
  complete: boolean;
  /** Where the member was last visited, to start their next booking from. */
  lastAddress: MemberAddress | null;
};

/** The account's members for the booking form's picker, in the family list's order ('Self' first). */
export async function listBookingMembers(db: Db, accountId: number, now: Date): Promise<BookingMember[]> {
  const members = await listFamilyMembers(db, accountId);
  return members.map((member) => {
    const age = ageOf(member, now);
    const minor = isMinor(member, now);
    return {
      id: member.id,
      name: member.name,
      relation: member.relation,
      age,
      gender: member.gender,
      minor,
      bookable: !minor || isOwnChild(member.relation) || member.guardian_confirmed_at !== null,
      complete: member.name !== "" && age !== null && member.gender !== null,
      lastAddress: member.last_address,
    };
  });
}
