import { z } from "zod";
import type { Transaction } from "kysely";
import type { Db } from "../../db/client";
import type { Database, Gender, MemberAddress } from "../../db/schema";
import { FIELD_ERROR } from "../forms/form-fields";
import { isAppError } from "../errors/app-error";
import type { FieldErrors } from "../forms/parse-form";
import { addFamilyMember } from "../family/add-family-member";
import type { FamilyMember } from "../family/family-member";
import { MAX_MEMBERS_PER_ACCOUNT } from "../family/family-member";
import { getFamilyMember } from "../family/get-family-member";
import { listFamilyMembers } from "../family/list-family-members";
import { ADULT_AGE, ageOf, birthYearFromAge, isMinor, MAX_AGE } from "../family/member-age";
import { isOwnChild, type Relation } from "../family/relations";
import { orderedTestsOf } from "../orders/ordered-test";
import { SAVE_RELATIONS, SOMEONE_ELSE } from "./booking-person-choices";


/** Messages of the 'Who is this test for?' rules (common namespace `errors`). */
export const PERSON_ERROR = {
  memberNotFound: "errors.memberNotFound",
  guardianConsent: "errors.guardianConsentNeeded",
  notGuardian: "errors.bookingNotGuardian",
  saveAge: "errors.bookingSaveAge",
  saveRelation: "errors.memberRelation",
  tooManyMembers: "errors.bookingTooManyMembers",
  duplicate: "errors.bookingDuplicate",
} as const;

const checkbox = z
  .string()
  .optional()
  .transform((text) => text === "on" || text === "true");

/** The booking form's fields about whom the sample is from, beside the name, age and gender (sampleRequestSchema). */
export const bookingPersonFields = {
  /** A member's id, or SOMEONE_ELSE (also when the form had no picker). Anything else is no member of this account. */
  memberId: z
    .string()
    .max(15)
    .optional()
    .transform((text, ctx) => {
      if (!text || text === SOMEONE_ELSE) return null;
      if (/^\d{1,15}$/.test(text)) return Number(text);
      ctx.addIssue({ code: "custom", message: PERSON_ERROR.memberNotFound });
      return z.NEVER;
    }),
  /** The account holder is this child's parent or guardian and consents to the booking (DPDP Act 2023 s.9). */
  guardianConsent: checkbox,
  /** 'Save to my family members', for someone else. */
  saveMember: checkbox,
  saveRelation: z
    .string()
    .max(20)
    .optional()
    .transform((text) => ((SAVE_RELATIONS as readonly string[]).includes(text ?? "") ? (text as Relation) : null)),
  /** The patient saw the warning that this person is already booked in this slot and books again. */
  confirmDuplicate: checkbox,
};

type PersonForm = {
  name?: string | undefined;
  age?: string | undefined;
  gender?: Gender | undefined;
  memberId: number | null;
  guardianConsent: boolean;
  saveMember: boolean;
  saveRelation: Relation | null;
  slot: string;
};

/** Whom the sample is from, as stored on the request. */
export type BookingPerson = {
  name: string;
  age: string;
  gender: Gender;
  member: FamilyMember | null;
  guardianConsent: boolean;
  /** 'Someone else' to save as a member after the booking is stored. */
  saveAs: { relation: Relation; birthYear: number } | null;
};

/**
 * Whom the sample is from. For a member of this account (another account's, or a removed one, is refused as not
 * found) the name, age and gender are the member's own, never the browser's; what the member's row lacks ('Self'
 * made from an account that gave no age) comes from the form. A child (isMinor) is booked only by their parent
 * (Son, Daughter) or a guardian confirmed on the member, and only with the consent ticked on this booking; someone
 * else whose typed age is under 18 needs the consent too. A 'Save to my family members' needs a relation and an age
 * in whole years, and room in the family.
 */
export async function resolveBookingPerson(
  db: Db,
  input: { accountId: number; form: PersonForm; now: Date },
): Promise<{ ok: true; person: BookingPerson } | { ok: false; status: number; fieldErrors: FieldErrors }> {
  const { accountId, form, now } = input;
  const problems: FieldErrors = {};
  let member: FamilyMember | null = null;
  if (form.memberId !== null) {
    try {
      member = await getFamilyMember(db, accountId, form.memberId);
    } catch (error) {
      if (isAppError(error) && error.code === "memberNotFound")
        return {
          ok: false,
          status: 404,
          fieldErrors: { memberId: PERSON_ERROR.memberNotFound },
        };
      throw error;
    }
  }
  const memberAge = member ? ageOf(member, now) : null;
  const name = member?.name || form.name;
  const age = memberAge !== null ? String(memberAge) : form.age;
  const gender = member?.gender ?? form.gender;
  if (!name) problems.name = FIELD_ERROR.required;
  if (!age) problems.age = FIELD_ERROR.required;
  if (!gender) problems.gender = "errors.bookingGender";

  if (member && isMinor(member, now)) {
    const guardian = isOwnChild(member.relation) || member.guardian_confirmed_at !== null;
    if (!guardian) problems.memberId = PERSON_ERROR.notGuardian;
    else if (!form.guardianConsent) problems.guardianConsent = PERSON_ERROR.guardianConsent;
  }
  const typedAge = !member && age && /^\d{1,3}$/.test(age) ? Number(age) : null;
  if (typedAge !== null && typedAge < ADULT_AGE && !form.guardianConsent) problems.guardianConsent = PERSON_ERROR.guardianConsent;

  let saveAs: BookingPerson["saveAs"] = null;
  if (!member && form.saveMember) {
    if (!form.saveRelation) problems.saveRelation = PERSON_ERROR.saveRelation;
    if (typedAge === null || typedAge > MAX_AGE) problems.age ??= PERSON_ERROR.saveAge;
    else if (form.saveRelation)
      saveAs = {
        relation: form.saveRelation,
        birthYear: birthYearFromAge(typedAge, now),
      };
    if ((await listFamilyMembers(db, accountId)).length >= MAX_MEMBERS_PER_ACCOUNT) problems.saveMember = PERSON_ERROR.tooManyMembers;
  }
  if (Object.keys(problems).length > 0 || !name || !age || !gender) return { ok: false, status: 400, fieldErrors: problems };
  return {
    ok: true,
    person: {
      name,
      age,
      gender,
      member,
      guardianConsent: form.guardianConsent,
      saveAs,
    },
  };
}

/**
 * An earlier request of this account for the same person (the same member, or the same name typed for someone
 * else) in the same slot that still needs its visit, for the same tests or some of them: the same booking made twice
 * by mistake, to warn about. Tests are compared as the catalogue makes them up (a package is the tests it is made
 * of, so a Diabetes care package and an HbA1c overlap); a request whose tests are not known yet (the prescription
 * path, until staff confirm them) may hold any of them, so it counts as the same. Different tests for the same
 * person in the same slot are a second booking the patient meant, and are not warned about.
 */
export async function findDuplicateBooking(
  db: Db,
  input: { accountId: number; person: BookingPerson; slotValue: string; /** The new booking's tests by name; null when staff will set them. */ tests: readonly string[] | null },
): Promise<{ id: number; requestKey: string | null } | null> {
  let query = db
    .selectFrom("sample_requests")
    .select(["id", "request_key", "tests"])
    .where("uid", "=", input.accountId)
    .where("date", "=", input.slotValue)
    .where("status", "<>", "Cancelled");
  const { member, name } = input.person;
  query = member
    ? query.where("member_id", "=", member.id)
    : query.where("member_id", "is", null).where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()));
  const rows = await query.orderBy("id", "desc").execute();
  if (rows.length === 0) return null;
  const wanted = input.tests && input.tests.length > 0 ? await testsMadeOf(db, input.tests) : null;
  for (const row of rows) {
    const earlier = orderedTestsOf(row.tests).map((test) => test.name).filter(Boolean);
    if (!wanted || earlier.length === 0 || overlaps(wanted, await testsMadeOf(db, earlier))) return { id: row.id, requestKey: row.request_key };
  }
  return null;
}

const overlaps = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((test) => b.has(test));

/** The tests named, each as itself and, for a package, the catalogue tests it is made of; by lower-case name. */
async function testsMadeOf(db: Db, names: readonly string[]): Promise<Set<string>> {
  const lower = [...new Set(names.map((name) => name.trim().toLowerCase()))];
  const parts = await db
    .selectFrom("tests as package")
    .innerJoin("package_tests", "package_tests.package_id", "package.id")
    .innerJoin("tests as part", "part.id", "package_tests.test_id")
    .select((eb) => eb.fn<string>("lower", ["part.name"]).as("name"))
    .where((eb) => eb(eb.fn("lower", ["package.name"]), "in", lower))
    .execute();
  return new Set([...lower, ...parts.map((part) => part.name)]);
}

/** The address a member was last visited at, kept on the member so their next booking starts from it. */
export async function rememberMemberAddress(tx: Transaction<Database>, memberId: number, address: MemberAddress): Promise<void> {
  await tx
    .updateTable("family_members")
    .set({ last_address: JSON.stringify(address) })
    .where("id", "=", memberId)
    .execute();
}

/**
 * 'Save to my family members', once the booking is stored (a refused booking saves nobody, so the same form can be
 * sent again): the member is added as the family form would add them, and the request and the address are theirs.
 */
export async function saveBookedPerson(
  db: Db,
  input: {
    accountId: number;
    requestId: number;
    person: BookingPerson;
    address: MemberAddress;
    now: Date;
  },
): Promise<FamilyMember> {
  const { person } = input;
  if (!person.saveAs) throw new Error("saveBookedPerson needs a person to save");
  const member = await addFamilyMember(db, {
    accountId: input.accountId,
    form: {
      name: person.name,
      relation: person.saveAs.relation,
      birthDate: null,
      birthYear: person.saveAs.birthYear,
      gender: person.gender,
      whatsappPhone: null,
      guardian: person.guardianConsent,
    },
    now: input.now,
  });
  await db.transaction().execute(async (tx) => {
    await tx.updateTable("sample_requests").set({ member_id: member.id }).where("id", "=", input.requestId).where("uid", "=", input.accountId).execute();
    await rememberMemberAddress(tx, member.id, input.address);
  });
  return member;
}
