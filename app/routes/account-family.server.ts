import { data, redirect, type AppLoadContext } from "react-router";
import type { SessionUser } from "../../core/auth/sessions";
import { isAppError } from "../../core/errors/app-error";
import { reportFailure } from "../../core/errors/report-failure";
import type { FamilyMember } from "../../core/family/family-member";
import { ageOf } from "../../core/family/member-age";
import { whatsappConsentOf, type WhatsAppConsent } from "../../core/family/member-whatsapp-consent";
import { formatDate } from "../../core/format/format";
import { memberFormSchema } from "../../core/family/member-form";
import { RELATIONS, type Relation } from "../../core/family/relations";
import { FAMILY_PATH } from "../components/family/family-paths";
import { formAction } from "../lib/form-action.server";
import { requireRole } from "../lib/session.server";


const MEMBER_ID = /^[1-9]\d{0,15}$/;

/** A member as the page shows and edits it. */
export type MemberCard = {
  id: number;
  name: string;
  relation: Relation;
  age: number | null;
  gender: string | null;
  whatsapp: string | null;
  /** Where their own number stands: not asked, waiting for their reply, confirmed or withdrawn on a day. */
  whatsappConsent: { state: WhatsAppConsent["state"]; date: string | null };
  /** The form's fields as the member has them now (the edit form starts from these). */
  values: Record<string, string>;
};

/** The family page is a patient's: a visitor goes to login and comes back; staff book for no one. */
export const familyPatient = (context: AppLoadContext, request: Request): Promise<SessionUser> => requireRole(context, request, "patient");

export function memberCard(member: FamilyMember, now: Date): MemberCard {
  const age = ageOf(member, now);
  const consent = whatsappConsentOf(member);
  return {
    id: member.id,
    name: member.name,
    relation: member.relation,
    age,
    gender: member.gender,
    whatsapp: member.whatsapp_phone,
    whatsappConsent: { state: consent.state, date: consent.state === "none" ? null : formatDate(consent.at) },
    values: {
      name: member.name,
      relation: member.relation,
      birthDate: member.birth_date ?? "",
      age: member.birth_date || age === null ? "" : String(age),
      gender: member.gender ?? "",
      whatsapp: member.whatsapp_phone ?? "",
      guardian: member.guardian_confirmed_at ? "on" : "",
    },
  };
}

/** The account's own member named by the address; another account's, a removed or a missing one is the 404 page alike. */
export async function ownMember(context: AppLoadContext, user: SessionUser, idText: string | undefined): Promise<FamilyMember> {
  if (!idText || !MEMBER_ID.test(idText)) throw data(null, { status: 404 });
  try {
    return await context.core.getFamilyMember(user.id, Number(idText));
  } catch (error) {
    if (isAppError(error) && error.code === "memberNotFound") throw data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
    throw error;
  }
}

/** The relations the form offers: 'Self' only for the account holder's own row, or while the account has none. */
export function relationChoices(members: readonly FamilyMember[], editing: FamilyMember | null): Relation[] {
  if (editing?.relation === "Self") return ["Self"];
  const hasSelf = members.some((member) => member.relation === "Self");
  return RELATIONS.filter((relation) => relation !== "Self" || !hasSelf);
}

/** Adds a member (no `memberId`) or changes one of the account's own; back to the list with what was done. */
export function saveMember(args: { context: AppLoadContext; request: Request; user: SessionUser; memberId: number | null }) {
  const { context, request, user, memberId } = args;
  const now = new Date();
  return formAction({
    request,
    context,
    schema: memberFormSchema(now),
    what: memberId === null ? "family member not added" : "family member not changed",
    errorFields: { memberSelfTaken: "relation" },
    run: async (form) => {
      const saved =
        memberId === null
          ? await context.core.addFamilyMember({ accountId: user.id, form, now })
          : await context.core.updateFamilyMember({ accountId: user.id, memberId, form, now });
      // One consent request to a new WhatsApp number (decision 0027). The member is saved whatever happens to it: a
      // request that could not be stored leaves them 'not asked yet' on the page, and the next save asks again.
      await context.core
        .askWhatsAppConsent(
          { messenger: context.auth.messenger, messageQueue: context.auth.messageQueue, log: context.log },
          { accountId: user.id, memberId: saved.id, language: context.lang, now },
        )
        .catch((error: unknown) => reportFailure(context, error, "member consent request not stored"));
      return redirect(`${FAMILY_PATH}?done=${memberId === null ? "added" : "saved"}&member=${saved.id}`);
    },
  });
}
