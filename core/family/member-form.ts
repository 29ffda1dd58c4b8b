import { z } from "zod";
import { GENDERS } from "../booking/sample-request-limits";
import { MAX_LENGTH, optionalMobile, optionalText, requiredText } from "../forms/form-fields";
import { isIsoDate, kolkataDay } from "../time/kolkata-day";
import { MAX_AGE, birthYearFromAge, isMinor } from "./member-age";
import { isOwnChild, RELATIONS } from "./relations";

/** Messages of this form's own rules (common namespace `errors`). */
export const MEMBER_ERROR = {
  relation: "errors.memberRelation",
  ageOrBirth: "errors.memberAgeOrBirth",
  birthDate: "errors.memberBirthDate",
  age: "errors.bookingAge",
  gender: "errors.bookingGender",
  guardian: "errors.guardianConsentNeeded",
} as const;

const birthDate = (now: Date) =>
  optionalText(10).pipe(
    z
      .string()
      .refine((text) => isIsoDate(text) && text <= kolkataDay(now).date && Number(text.slice(0, 4)) >= Number(kolkataDay(now).date.slice(0, 4)) - MAX_AGE, {
        error: MEMBER_ERROR.birthDate,
      })
      .optional(),
  );

const age = optionalText(20).pipe(
  z
    .string()
    .regex(/^\d{1,3}$/, { error: MEMBER_ERROR.age })
    .transform(Number)
    .refine((value) => value <= MAX_AGE, { error: MEMBER_ERROR.age })
    .optional(),
);

/** What the add and edit forms send: a date of birth or an age (one is needed), and the rest. */
export function memberFormSchema(now: Date) {
  return z
    .object({
      name: requiredText(MAX_LENGTH.name),
      relation: z.enum(RELATIONS, { error: MEMBER_ERROR.relation }),
      birthDate: birthDate(now),
      age,
      gender: z.enum(GENDERS, { error: MEMBER_ERROR.gender }),
      whatsapp: optionalMobile(),
      /** The account holder says they are this member's parent or legal guardian (asked for a child who is not their son or daughter). */
      guardian: z.string().optional().transform((value) => value === "on" || value === "true"),
    })
    .superRefine((form, ctx) => {
      if (form.birthDate === undefined && form.age === undefined) {
        ctx.addIssue({ code: "custom", path: ["age"], message: MEMBER_ERROR.ageOrBirth });
        return;
      }
      // DPDP Act 2023 s.9: a child's details are kept only with a parent's or guardian's word. The account holder is
      // the parent of a son or daughter; for any other child they must say they are the guardian.
      if (ctx.issues.length > 0) return;
      const birthYear = form.birthDate ? Number(form.birthDate.slice(0, 4)) : birthYearFromAge(form.age ?? 0, now);
      const child = isMinor({ birth_date: form.birthDate ?? null, birth_year: birthYear }, now);
      if (child && form.relation !== "Self" && !isOwnChild(form.relation) && !form.guardian) {
        ctx.addIssue({ code: "custom", path: ["guardian"], message: MEMBER_ERROR.guardian });
      }
    })
    .transform((form) => ({
      name: form.name,
      relation: form.relation,
      birthDate: form.birthDate ?? null,
      // A date of birth wins over an age typed beside it: it is the more exact of the two.
      birthYear: form.birthDate ? Number(form.birthDate.slice(0, 4)) : birthYearFromAge(form.age ?? 0, now),
      gender: form.gender,
      whatsappPhone: form.whatsapp ?? null,
      guardian: form.guardian,
    }));
}

export type MemberForm = z.output<ReturnType<typeof memberFormSchema>>;
