import { randomUUID } from "node:crypto";
import { data, redirect, useActionData } from "react-router";
import { formatDate } from "../../../core/format/format";
import { MAX_LENGTH } from "../../../core/forms/field-limits";
import { answerGrievanceFormSchema } from "../../../core/privacy/grievance-form";
import { reportFailure } from "../../../core/errors/report-failure";
import { controlAria, controlClass, FieldShell } from "../../components/forms/field-shell";
import { STAFF_GRIEVANCES_PATH } from "../../components/privacy/privacy-paths";
import { fieldProblem, StaffForm, typed } from "../../components/staff/staff-form";
import { StaffNav } from "../../components/staff/staff-nav";
import { usePageT } from "../../i18n/page-i18n";
import { formAction } from "../../lib/form-action.server";
import { pageData } from "../../lib/page.server";
import { seoMeta } from "../../lib/seo";
import { requireStaff } from "./staff.server";
import type { Route } from "./+types/grievances";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** /staff/grievances (issue #34): the admin's list of patients' grievances, open ones first, each with its answer form. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireStaff(context, "admin");
  const grievances = await context.core.listGrievancesForStaff();
  const now = Date.now();
  return data(
    {
      ...pageData(context, request, "staff", { noindex: true, seoKey: "grievances.seo", alsoNamespaces: ["rights"] }),
      role: admin.role,
      formKey: randomUUID(),
      done: new URL(request.url).searchParams.get("done") === "answer",
      grievances: grievances.map((grievance) => ({
        id: grievance.id,
        number: grievance.number,
        topic: grievance.topic,
        text: grievance.text,
        orderId: grievance.orderId,
        status: grievance.status,
        answer: grievance.answer,
        answered: grievance.answeredAt ? formatDate(grievance.answeredAt) : null,
        raised: formatDate(grievance.createdAt),
        due: formatDate(grievance.dueAt),
        late: grievance.status === "open" && grievance.dueAt.getTime() < now,
        phoneEnd: grievance.phoneEnd,
      })),
    },
    { headers: NO_STORE },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireStaff(context, "admin");
  const answer = await formAction({
    request,
    context,
    schema: answerGrievanceFormSchema,
    what: "grievance not answered",
    run: async (form) => {
      const found = await context.core.answerGrievance(
        {
          messenger: context.payments.messenger,
          messageQueue: context.payments.messageQueue,
          publicUrl: context.payments.publicUrl,
          onMessageError: (error) => reportFailure(context, error, "grievance answer message not queued"),
        },
        { grievanceId: Number(form.grievanceId), answer: form.answer, actorId: admin.id, formKey: form.formKey },
      );
      if (!found) throw data(null, { status: 404, headers: NO_STORE });
      return redirect(`${STAFF_GRIEVANCES_PATH}?done=answer`, { headers: NO_STORE });
    },
  });
  if (answer instanceof Response) return answer;
  return data(answer.data, { status: answer.init?.status ?? 200, headers: NO_STORE });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);
export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export default function StaffGrievances({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const result = useActionData<typeof action>();
  const { grievances, formKey, role, done } = loaderData;
  return (
    <div className="container-page space-y-5 py-6">
      <StaffNav t={t} role={role} current={STAFF_GRIEVANCES_PATH} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("grievances.heading")}</h1>
      <p className="text-slate-700">{t("grievances.intro")}</p>
      {done ? (
        <p role="status" className="rounded-xl bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-200" data-testid="grievances-done">
          {t("grievances.done")}
        </p>
      ) : null}
      {grievances.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t("grievances.empty")}</p>
      ) : (
        <ul className="space-y-3" data-testid="staff-grievances">
          {grievances.map((grievance) => {
            const mine = result && !result.ok && result.values.grievanceId === String(grievance.id) ? result : undefined;
            const error = fieldProblem(mine, "answer", "answer");
            return (
              <li key={grievance.id} data-grievance={grievance.number}>
                <StaffForm
                  intent="answer"
                  title={grievance.phoneEnd ? t("grievances.who", { number: grievance.number, phoneEnd: grievance.phoneEnd }) : t("grievances.whoErased", { number: grievance.number })}
                  formKey={formKey}
                  seen={String(grievance.id)}
                  result={mine}
                  submitLabel={grievance.answer ? t("grievances.resubmit") : t("grievances.submit")}
                >
                  <input type="hidden" name="grievanceId" value={grievance.id} />
                  <p className="text-sm text-slate-700">
                    {t(`rights:grievance.form.topics.${grievance.topic}`)} · {t("grievances.raised", { date: grievance.raised })}
                    {grievance.orderId ? ` · ${t("grievances.order", { id: grievance.orderId })}` : null}
                  </p>
                  <p className="whitespace-pre-line text-slate-900">{grievance.text}</p>
                  <p className={`text-sm font-semibold ${grievance.late ? "text-red-800" : "text-slate-700"}`}>
                    {grievance.status === "answered"
                      ? t("grievances.answered", { date: grievance.answered ?? "" })
                      : grievance.late
                        ? t("grievances.late", { date: grievance.due })
                        : t("grievances.due", { date: grievance.due })}
                  </p>
                  <FieldShell name={`answer-${grievance.id}`} label={t("grievances.answerLabel")} hint={t("grievances.answerHint")} error={error}>
                    <textarea
                      {...controlAria(`answer-${grievance.id}`, error, t("grievances.answerHint"))}
                      name="answer"
                      rows={4}
                      maxLength={MAX_LENGTH.message}
                      defaultValue={typed(mine, "answer", "answer") ?? grievance.answer ?? ""}
                      className={controlClass}
                    />
                  </FieldShell>
                </StaffForm>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
