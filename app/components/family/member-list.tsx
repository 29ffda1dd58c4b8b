import { memo } from "react";
import { useTranslation } from "../../i18n/react";
import type { TFunction } from "../../i18n/translator/t-function";
import type { MemberCard } from "../../routes/account-family.server";
import { Icon } from "../icons/icon";
import { Link } from "../link";
import { FAMILY_PATH } from "./family-paths";

/** Confirmed reads as done, waiting as pending, withdrawn and not asked as plain facts. */
const CONSENT_TONE: Record<MemberCard["whatsappConsent"]["state"], string> = {
  none: "text-slate-700",
  asked: "text-amber-800",
  confirmed: "text-green-800",
  withdrawn: "text-slate-700",
};

/** The account's family, 'Self' first: each with what we keep about them, and Edit and Remove (never for 'Self'). */
export const MemberList = memo(function MemberList({ t, members, editingId }: { t: TFunction<"family">; members: MemberCard[]; editingId: number | null }) {
  const common = useTranslation().t;
  return (
    <section aria-labelledby="family-list-title" className="mt-6">
      <h2 id="family-list-title" className="text-xl font-bold text-slate-900">
        {t("list.title")}
      </h2>
      <ul className="mt-3 space-y-3">
        {members.map((member) => {
          const self = member.relation === "Self";
          const name = member.name || (self ? t("list.noName") : "");
          const shownName = member.name || t("list.you");
          return (
            <li
              key={member.id}
              data-testid="family-member"
              className={`rounded-xl bg-white p-4 shadow-sm ring-1 ${member.id === editingId ? "ring-2 ring-brand-600" : "ring-slate-200"}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="text-lg font-bold text-slate-900">{name}</p>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
                  {self ? `${common("relations.Self")} · ${t("list.you")}` : common(`relations.${member.relation}`)}
                </span>
              </div>
              <p className="mt-1 text-slate-700">
                {[member.age === null ? t("list.ageUnknown") : t("list.age", { count: member.age }), member.gender ? t(`form.genders.${member.gender}`) : null]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {member.whatsapp ? (
                <>
                  <p className="mt-1 text-sm text-slate-600">{t("list.whatsapp", { phone: member.whatsapp })}</p>
                  <p data-testid="member-whatsapp-state" data-state={member.whatsappConsent.state} className={`mt-1 text-sm font-medium ${CONSENT_TONE[member.whatsappConsent.state]}`}>
                    {t(`list.whatsappState.${member.whatsappConsent.state}`, { date: member.whatsappConsent.date ?? "" })}
                  </p>
                </>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                <Link to={`${FAMILY_PATH}/${member.id}#member-form`} className="btn border border-brand-700 py-2 text-sm text-brand-800" aria-label={t("list.editName", { name: shownName })}>
                  {t("list.edit")}
                </Link>
                {self ? null : (
                  <Link to={`${FAMILY_PATH}/${member.id}/remove`} className="btn border border-slate-300 py-2 text-sm text-slate-800" aria-label={t("list.removeName", { name: shownName })}>
                    <Icon name="x" className="h-4 w-4" /> {t("list.remove")}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
