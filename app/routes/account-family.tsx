import { useActionData, useLocation } from "react-router";
import { MemberForm } from "../components/family/member-form";
import { MemberList } from "../components/family/member-list";
import { RepeatRemindersForm } from "../components/family/repeat-reminders-form";
import { FAMILY_PATH } from "../components/family/family-paths";
import { usePageT } from "../i18n/page-i18n";
import { isFormFailure } from "../lib/form-result";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import { familyPatient, memberCard, ownMember, relationChoices, saveMember } from "./account-family.server";
import type { Route } from "./+types/account-family";

const DONE = ["added", "saved", "removed", "reminders"] as const;
/** The new member form's values: one object, so the memoized form is not rendered again for a new empty one. */
const NO_VALUES: Record<string, string> = {};

/** Issue #27: the people an account books for. `/account/family/:id` is the same page with that member's edit form. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await familyPatient(context, request);
  const now = new Date();
  const [members, editing, reminderSetting] = await Promise.all([
    context.core.listFamilyMembers(user.id),
    params.id ? ownMember(context, user, params.id) : null,
    params.id ? context.core.getReminderSetting(user.id) : null,
  ]);
  // Issue #29: the member's repeat-test reminders, shown on their own page only.
  const repeatTests = editing ? await context.core.listRepeatTestOptIns({ accountId: user.id, memberId: editing.id }) : [];
  const url = new URL(request.url);
  const done = DONE.find((what) => what === url.searchParams.get("done")) ?? null;
  const doneFor = members.find((member) => String(member.id) === url.searchParams.get("member"));
  return {
    ...pageData(context, request, "family", { noindex: true }),
    members: members.map((member) => memberCard(member, now)),
    editing: editing ? memberCard(editing, now) : null,
    relations: relationChoices(members, editing),
    reminders: editing ? { chosen: repeatTests, on: reminderSetting?.on ?? true } : null,
    done: done === "removed" || doneFor ? { what: done, name: doneFor?.name ?? "" } : null,
  };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await familyPatient(context, request);
  const editing = params.id ? await ownMember(context, user, params.id) : null;
  return saveMember({ context, request, user, memberId: editing?.id ?? null });
}

export default function AccountFamily({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const result = useActionData<typeof action>();
  const failure = isFormFailure(result) ? result : null;
  const { editing, done } = loaderData;
  // A new page (after a save, or another member chosen) starts a fresh form; a refused post keeps the same one.
  const visit = useLocation().key;
  return (
    <section className="container-page max-w-3xl py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("title")}</h1>
      <p className="mt-2 text-slate-700">{t("intro")}</p>
      {done?.what ? (
        <p role="status" className="mt-4 rounded-xl bg-green-50 p-3 font-medium text-green-800 ring-1 ring-green-600/30">
          {t(`done.${done.what}`, { name: done.name || t("list.you") })}
        </p>
      ) : null}
      <MemberList t={t} members={loaderData.members} editingId={editing?.id ?? null} />
      <div id="member-form" className="mt-8 scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <MemberForm
          key={`${editing?.id ?? "new"}-${visit}`}
          t={t}
          title={editing ? t("form.editTitle", { name: editing.name || t("list.you") }) : t("form.addTitle")}
          action={editing ? `${FAMILY_PATH}/${editing.id}` : FAMILY_PATH}
          relations={loaderData.relations}
          values={editing?.values ?? NO_VALUES}
          failure={failure}
          editing={editing !== null}
        />
      </div>
      {editing && loaderData.reminders ? (
        <RepeatRemindersForm t={t} memberId={editing.id} name={editing.name || t("list.you")} chosen={loaderData.reminders.chosen} remindersOn={loaderData.reminders.on} />
      ) : null}
    </section>
  );
}
