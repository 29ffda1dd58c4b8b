import { redirect, useActionData, useNavigation } from "react-router";
import { Icon } from "../components/icons/icon";
import { VerifyForm } from "../components/verify/verify-form";
import { useTranslation } from "../i18n/react";
import { usePageT } from "../i18n/page-i18n";
import { verifyFormSchema } from "../../core/verification/verify-form-schema";
import { messageText } from "../lib/error-text";
import { formAction } from "../lib/form-action.server";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/verify";

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "verify");
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** A typed code goes to its own page, /verify/{code}, as the QR code does; a code of the wrong shape stays here with its message. */
export async function action({ context, request }: Route.ActionArgs) {
  return formAction({ request, context, schema: verifyFormSchema, what: "verification code not read", run: async (form) => redirect(`/verify/${form.verification}`) });
}

export default function VerifyPage({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const common = useTranslation().t;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const failure = result?.ok === false ? result : undefined;
  const problem = failure ? (failure.fieldErrors.verification ?? failure.formError) : undefined;
  return (
    <section className="container-page max-w-2xl py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="flex items-center gap-3 text-2xl font-bold text-slate-900">
          <Icon name="shield-check" className="h-8 w-8 shrink-0 text-brand-700" /> {t("title")}
        </h1>
        <p className="mt-3 text-slate-700">{t("intro")}</p>
        <VerifyForm t={t} value={failure?.values.verification} error={problem ? messageText(common, problem, failure?.details) : null} busy={busy} />
        <p className="mt-6 text-sm text-slate-600">{t("privacy")}</p>
      </div>
    </section>
  );
}
