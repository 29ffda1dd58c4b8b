import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../db/client";
import type { Database } from "../../db/schema";
import { AppError } from "../errors/app-error";
import { isUniqueViolation } from "../errors/unique-violation";
import type { FamilyMember } from "./family-member";
import type { MemberForm } from "./member-form";
import type { Relation } from "./relations";

/** Changes a member of this account (another account's member, or a removed one, is not found: 404); 'Self' keeps its relation. */
export async function updateFamilyMember(db: Db, input: { accountId: number; memberId: number; form: MemberForm; now: Date }): Promise<FamilyMember> {
  const { accountId, memberId, form, now } = input;
  try {
    const sameNumber = (eb: ExpressionBuilder<Database, "family_members">, column: ConsentColumn) =>
      form.whatsappPhone === null ? null : eb.case().when("whatsapp_phone", "=", form.whatsappPhone).then(eb.ref(column)).else(null).end();
    const member = await db
      .updateTable("family_members")
      .set((eb) => ({
        name: form.name,
        // The account holder stays 'Self' whatever a post says: the family would otherwise lose its Self.
        relation: eb.case().when("relation", "=", "Self").then(eb.val<Relation>("Self")).else(eb.val(form.relation)).end(),
        birth_date: form.birthDate,
        birth_year: form.birthYear,
        gender: form.gender,
        // A new number has not agreed to our messages: its consent starts again from 'not asked' (askWhatsAppConsent).
        whatsapp_consent_at: sameNumber(eb, "whatsapp_consent_at"),
        whatsapp_consent_asked_at: sameNumber(eb, "whatsapp_consent_asked_at"),
        whatsapp_consent_withdrawn_at: sameNumber(eb, "whatsapp_consent_withdrawn_at"),
        whatsapp_phone: form.whatsappPhone,
        guardian_confirmed_at: form.guardian ? eb.fn.coalesce("guardian_confirmed_at", eb.val(now)) : null,
        updated_at: now,
      }))
      .where("id", "=", memberId)
      .where("account_id", "=", accountId)
      .where("removed_at", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (!member) throw new AppError("memberNotFound", 404);
    return member;
  } catch (error) {
    if (isUniqueViolation(error, "family_members_one_self")) throw new AppError("memberSelfTaken", 409);
    throw error;
  }
}

type ConsentColumn = "whatsapp_consent_at" | "whatsapp_consent_asked_at" | "whatsapp_consent_withdrawn_at";
