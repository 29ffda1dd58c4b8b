import { describe, expect, it } from "vitest";
import { testDb } from "../../db/test-support/test-db";
import { randomPhone } from "../auth/test-support";
import { listMySampleRequests } from "../booking/list-my-sample-requests";
import { createRequest } from "../orders/test-support";
import { errorCode } from "../payments/test-support";
import { addFamilyMember } from "./add-family-member";
import { ensureSelfMember } from "./ensure-self-member";
import { MAX_MEMBERS_PER_ACCOUNT } from "./family-member";
import { getFamilyMember } from "./get-family-member";
import { listFamilyMembers } from "./list-family-members";
import { memberFormSchema } from "./member-form";
import { removeFamilyMember } from "./remove-family-member";
import { updateFamilyMember } from "./update-family-member";

const db = testDb();
const now = new Date("2026-11-25T10:00:00+05:30");

async function account(values: { name?: string; age?: string; gender?: "Male" | "Female" | "Others" } = {}) {
  const { id } = await db.insertInto("users").values({ phone: randomPhone(), ...values }).returning("id").executeTakeFirstOrThrow();
  return id;
}

const form = (values: Record<string, string>) => memberFormSchema(now).parse({ gender: "Female", ...values });


describe("family members", () => {
  it("makes 'Self' from the account once, however often and however concurrently it is asked", async () => {
    const accountId = await account({ name: "Rina Das", age: "34", gender: "Female" });
    await Promise.all([ensureSelfMember(db, accountId, now), ensureSelfMember(db, accountId, now), ensureSelfMember(db, accountId, now)]);
    const members = await listFamilyMembers(db, accountId);
    expect(members.map((m) => [m.relation, m.name, m.birth_year, m.gender])).toEqual([["Self", "Rina Das", 1992, "Female"]]);
  });

  it("keeps a new account's 'Self' without a name or age until they are given", async () => {
    const accountId = await account();
    await ensureSelfMember(db, accountId, now);
    const [self] = await listFamilyMembers(db, accountId);
    expect(self).toMatchObject({ relation: "Self", name: "", birth_year: null });
  });

  it("lists 'Self' first, then members as they were added, and turns an age into a birth year", async () => {
    const accountId = await account({ name: "Rina Das" });
    const mother = await addFamilyMember(db, { accountId, form: form({ name: "Anita Das", relation: "Mother", age: "67" }), now });
    await ensureSelfMember(db, accountId, now);
    const father = await addFamilyMember(db, { accountId, form: form({ name: "Bimal Das", relation: "Father", birthDate: "1954-03-02", gender: "Male" }), now });
    expect(mother.birth_year).toBe(1959);
    expect(father).toMatchObject({ birth_date: "1954-03-02", birth_year: 1954 });
    expect((await listFamilyMembers(db, accountId)).map((m) => m.relation)).toEqual(["Self", "Mother", "Father"]);
  });

  it("refuses a second 'Self'", async () => {
    const accountId = await account({ name: "Rina Das" });
    await ensureSelfMember(db, accountId, now);
    expect(await errorCode(addFamilyMember(db, { accountId, form: form({ name: "Me again", relation: "Self", age: "30" }), now }))).toBe("409 memberSelfTaken");
    const [self] = await listFamilyMembers(db, accountId);
    const changed = await updateFamilyMember(db, { accountId, memberId: self?.id ?? 0, form: form({ name: "Rina Das", relation: "Mother", age: "34" }), now });
    expect(changed.relation).toBe("Self");
  });

  it("answers another account's member exactly as a missing one: 404 to read, change or remove, and nothing changes", async () => {
    const owner = await account();
    const stranger = await account();
    const mother = await addFamilyMember(db, { accountId: owner, form: form({ name: "Anita Das", relation: "Mother", age: "67" }), now });
    expect(await errorCode(getFamilyMember(db, stranger, mother.id))).toBe("404 memberNotFound");
    expect(await errorCode(updateFamilyMember(db, { accountId: stranger, memberId: mother.id, form: form({ name: "Changed", relation: "Mother", age: "70" }), now }))).toBe(
      "404 memberNotFound",
    );
    expect(await errorCode(removeFamilyMember(db, { accountId: stranger, memberId: mother.id, now }))).toBe("404 memberNotFound");
    expect(await errorCode(getFamilyMember(db, owner, 987_654_321))).toBe("404 memberNotFound");
    expect(await getFamilyMember(db, owner, mother.id)).toMatchObject({ name: "Anita Das", removed_at: null });
  });

  it("removes a member from the list but keeps the row their past orders point to; 'Self' cannot be removed", async () => {
    const accountId = await account({ name: "Rina Das" });
    await ensureSelfMember(db, accountId, now);
    const [self] = await listFamilyMembers(db, accountId);
    const father = await addFamilyMember(db, { accountId, form: form({ name: "Bimal Das", relation: "Father", age: "72", gender: "Male" }), now });
    await removeFamilyMember(db, { accountId, memberId: father.id, now });
    expect((await listFamilyMembers(db, accountId)).map((m) => m.id)).toEqual([self?.id]);
    expect(await errorCode(getFamilyMember(db, accountId, father.id))).toBe("404 memberNotFound");
    const row = await db.selectFrom("family_members").select(["name", "removed_at"]).where("id", "=", father.id).executeTakeFirstOrThrow();
    expect(row.name).toBe("Bimal Das");
    expect(row.removed_at).not.toBeNull();
    expect(await errorCode(removeFamilyMember(db, { accountId, memberId: self?.id ?? 0, now }))).toBe("409 memberSelfRemove");
    expect(await listFamilyMembers(db, accountId)).toHaveLength(1);
  });

  it("starts WhatsApp consent again when the member's number changes, and keeps it when it does not", async () => {
    const accountId = await account();
    const mother = await addFamilyMember(db, { accountId, form: form({ name: "Anita Das", relation: "Mother", age: "67", whatsapp: "98300 11111" }), now });
    expect(mother.whatsapp_phone).toBe("9830011111");
    await db.updateTable("family_members").set({ whatsapp_consent_at: now }).where("id", "=", mother.id).execute();
    const same = await updateFamilyMember(db, { accountId, memberId: mother.id, form: form({ name: "Anita Das", relation: "Mother", age: "68", whatsapp: "9830011111" }), now });
    expect(same.whatsapp_consent_at).not.toBeNull();
    const changed = await updateFamilyMember(db, { accountId, memberId: mother.id, form: form({ name: "Anita Das", relation: "Mother", age: "68", whatsapp: "9830022222" }), now });
    expect(changed.whatsapp_consent_at).toBeNull();
  });

  it("records when the account holder confirmed being a child's guardian", async () => {
    const accountId = await account();
    const nephew = await addFamilyMember(db, { accountId, form: form({ name: "Rohan", relation: "Other", age: "12", gender: "Male", guardian: "on" }), now });
    expect(nephew.guardian_confirmed_at).not.toBeNull();
    const daughter = await addFamilyMember(db, { accountId, form: form({ name: "Riya", relation: "Daughter", age: "10" }), now });
    expect(daughter.guardian_confirmed_at).toBeNull();
  });

  it(`keeps a family to ${MAX_MEMBERS_PER_ACCOUNT} people, even when two tabs add at once`, async () => {
    const accountId = await account();
    const adds = Array.from({ length: MAX_MEMBERS_PER_ACCOUNT + 5 }, (_, i) =>
      errorCode(addFamilyMember(db, { accountId, form: form({ name: `Member ${i}`, relation: "Other", age: "40" }), now })),
    );
    const outcomes = await Promise.all(adds);
    expect(outcomes.filter((o) => o === "no error")).toHaveLength(MAX_MEMBERS_PER_ACCOUNT);
    expect(outcomes.filter((o) => o === "409 tooManyMembers")).toHaveLength(5);
  });
});

describe("My Lab Tests by member", () => {
  it("names whose sample each order is, keeps one member's orders ('Self' with those booked before members) and finds nothing by another account's member", async () => {
    const before = await createRequest(db);
    const accountId = before.uid;
    await ensureSelfMember(db, accountId, now);
    const [self] = await listFamilyMembers(db, accountId);
    const mother = await addFamilyMember(db, { accountId, form: form({ name: "Anita Das", relation: "Mother", age: "67" }), now });
    const forMother = await createRequest(db);
    await db.updateTable("sample_requests").set({ uid: accountId, member_id: mother.id }).where("id", "=", forMother.id).execute();
    const ids = async (memberId?: number) => (await listMySampleRequests(db, { uid: accountId, memberId })).requests.map((r) => [r.id, r.sampleFor.name, r.sampleFor.relation]);
    expect(await ids()).toEqual([
      [forMother.id, "Anita Das", "Mother"],
      [before.id, null, "Self"],
    ]);
    expect(await ids(mother.id)).toEqual([[forMother.id, "Anita Das", "Mother"]]);
    expect(await ids(self?.id)).toEqual([[before.id, null, "Self"]]);
    const stranger = await createRequest(db);
    await ensureSelfMember(db, stranger.uid, now);
    const [strangerSelf] = await listFamilyMembers(db, stranger.uid);
    expect(await ids(strangerSelf?.id)).toEqual([]);
    expect((await listMySampleRequests(db, { uid: stranger.uid, memberId: mother.id })).requests).toEqual([]);
  });
});

describe("the member form", () => {
  const issues = (values: Record<string, string>) => {
    const result = memberFormSchema(now).safeParse({ name: "Anita", relation: "Mother", gender: "Female", ...values });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("needs a date of birth or an age", () => expect(issues({})).toEqual(["age: errors.memberAgeOrBirth"]));
  it("refuses a birth date in the future or not on the calendar", () => {
    expect(issues({ birthDate: "2026-11-26" })).toEqual(["birthDate: errors.memberBirthDate"]);
    expect(issues({ birthDate: "1960-02-30" })).toEqual(["birthDate: errors.memberBirthDate"]);
    expect(issues({ birthDate: "2026-11-25", relation: "Daughter" })).toEqual([]);
  });
  it("refuses an age over 120 or not a number", () => {
    expect(issues({ age: "121" })).toEqual(["age: errors.bookingAge"]);
    expect(issues({ age: "sixty" })).toEqual(["age: errors.bookingAge"]);
  });
  it("asks the account holder to confirm being the guardian of a child who is not their son or daughter", () => {
    expect(issues({ relation: "Other", age: "12" })).toEqual(["guardian: errors.guardianConsentNeeded"]);
    expect(issues({ relation: "Grandparent", birthDate: "2010-01-01" })).toEqual(["guardian: errors.guardianConsentNeeded"]);
    expect(issues({ relation: "Other", age: "12", guardian: "on" })).toEqual([]);
    expect(issues({ relation: "Son", age: "12" })).toEqual([]);
    expect(issues({ relation: "Other", age: "40" })).toEqual([]);
  });
  it("refuses an unknown relation and a NUL in the name", () => {
    expect(issues({ age: "60", relation: "Boss" })).toEqual(["relation: errors.memberRelation"]);
    expect(issues({ age: "60", name: "An\u0000ita" })).toEqual(["name: errors.controlCharacters"]);
  });
});
