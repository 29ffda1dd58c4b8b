import { data, Form, redirect, useNavigation } from "react-router";
import { isAppError } from "../../core/errors/app-error";
import { Link } from "../components/link";
import { FAMILY_PATH } from "../components/family/family-paths";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import { familyPatient, ownMember } from "./account-family.server";
import type { Route } from "./+types/account-family-remove";

/**
 * Removing a member asks first, on a page of its own, so it works the same without scripts. Only the account's own
 * members other than 'Self' can be removed; any other id is the 404 page.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await familyPatient(context, request);
  const member = await ownMember(context, user, params.id);
  if (member.relation === "Self") throw redirect(FAMILY_PATH);
  return { ...pageData(context, request, "family", { noindex: true, seoKey: "removeSeo" }), member: { id: member.id, name: member.name } };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await familyPatient(context, request);
  const member = await ownMember(context, user, params.id);
  try {
    await context.core.removeFamilyMember({ accountId: user.id, memberId: member.id, now: new Date() });
  } catch (error) {
    // 'Self' is never offered for removal; a post that tries anyway goes back to the list unchanged.
    if (isAppError(error) && error.code === "memberSelfRemove") return redirect(FAMILY_PATH);
    // Removed in another tab meanwhile: gone, like any member that is not there.
    if (isAppError(error) && error.code === "memberNotFound") throw data(null, { status: 404 });
    throw error;
  }
  return redirect(`${FAMILY_PATH}?done=removed`);
}

export default function RemoveFamilyMember({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const busy = useNavigation().state !== "idle";
  const { member } = loaderData;
  return (
    <section className="container-page max-w-xl py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t("remove.title", { name: member.name })}</h1>
        <p className="mt-3 text-slate-700">{t("remove.text", { name: member.name })}</p>
        <Form method="post" className="mt-6 flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className="btn bg-red-700 text-white hover:bg-red-800 disabled:opacity-60">
            {t("remove.confirm")}
          </button>
          <Link to={FAMILY_PATH} className="btn border border-slate-300 text-slate-800">
            {t("remove.keep")}
          </Link>
        </Form>
      </div>
    </section>
  );
}
