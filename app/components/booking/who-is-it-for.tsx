import type { TFunction } from "../../i18n/translator/t-function";
import type { BookingMember } from "../../../core/booking/booking-members";
import { SOMEONE_ELSE } from "../../../core/booking/booking-person-choices";
import { FieldError } from "../forms/field-shell";

const cardClass =
  "flex min-h-16 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 bg-white p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40";
const radioClass = "h-6 w-6 shrink-0 accent-brand-700";

/**
 * 'Who is this test for?' (issue #27): the family's members as large choices, and 'Someone else'. The attributes on
 * each choice let the stylesheet alone hide what the choice makes needless (a member's own name, age and gender; the
 * guardian's consent for an adult), so the form works the same before and without JavaScript; a browser without
 * `:has` shows every field, which is safe: the server takes a member's facts from their row.
 */
export function WhoIsItFor({
  t,
  members,
  chosen,
  error,
  onChoose,
}: {
  t: TFunction;
  members: readonly BookingMember[];
  chosen: string;
  error: string | undefined;
  onChoose: (member: BookingMember | null) => void;
}) {
  const describedBy = error ? "field-memberId-error" : undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-2 text-lg font-bold text-slate-900">{t("booking.who.title")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {members.map((member) => (
          <label key={member.id} className={cardClass} data-testid="member-choice">
            <input
              type="radio"
              name="memberId"
              value={member.id}
              defaultChecked={chosen === String(member.id)}
              disabled={!member.bookable}
              data-member=""
              data-complete={member.complete ? "" : undefined}
              data-adult={member.minor ? undefined : ""}
              aria-invalid={error ? true : undefined}
              onChange={() => onChoose(member)}
              className={radioClass}
            />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-slate-900">{member.name || t("booking.who.you")}</span>
              <span className="block text-sm text-slate-600">
                {[t(`common:relations.${member.relation}`), member.age === null ? null : t("booking.who.age", { count: member.age })].filter(Boolean).join(" · ")}
              </span>
              {member.bookable ? null : <span className="mt-1 block text-sm font-medium text-amber-800">{t("booking.who.notGuardian")}</span>}
            </span>
          </label>
        ))}
        <label className={cardClass} data-testid="member-choice">
          <input
            type="radio"
            name="memberId"
            value={SOMEONE_ELSE}
            defaultChecked={chosen === SOMEONE_ELSE}
            aria-invalid={error ? true : undefined}
            onChange={() => onChoose(null)}
            className={radioClass}
          />
          <span className="font-semibold text-slate-900">{t("booking.who.someoneElse")}</span>
        </label>
      </div>
      <FieldError name="memberId" error={error} />
    </fieldset>
  );
}

/** Shown unless an adult member is chosen: a child is booked with their parent's or guardian's consent (DPDP Act 2023 s.9). */
export function GuardianConsent({ t, error, checked }: { t: TFunction; error: string | undefined; checked: boolean }) {
  return (
    <div className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 [form:has(input[data-adult]:checked)_&]:hidden">
      <div className="flex items-start gap-3">
        <input
          id="field-guardianConsent"
          name="guardianConsent"
          type="checkbox"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "field-guardianConsent-error" : undefined}
          className="mt-0.5 h-6 w-6 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor="field-guardianConsent" className="font-medium text-slate-800">
          {t("booking.who.guardianConsent")}
        </label>
      </div>
      <FieldError name="guardianConsent" error={error} />
    </div>
  );
}
