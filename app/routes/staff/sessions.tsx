import { randomUUID } from "node:crypto";
import { data, redirect, useActionData } from "react-router";
import { formatDateTime } from "../../../core/format/format";
import { revokeSessionFormSchema } from "../../../core/staff/staff-session-forms";
import { StaffForm } from "../../components/staff/staff-form";
import { StaffNav } from "../../components/staff/staff-nav";
import { usePageT } from "../../i18n/page-i18n";
import { formAction } from "../../lib/form-action.server";
import { pageData } from "../../lib/page.server";
import { seoMeta } from "../../lib/seo";
import { requireStaff } from "./staff.server";
import type { Route } from "./+types/sessions";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** /staff/sessions: the admin's list of signed-in staff (issue #25), each with a button that ends the session. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireStaff(context, "admin");
  const sessions = await context.core.listStaffSessions();
  return data(
    {
      ...pageData(context, request, "staff", { noindex: true, seoKey: "sessions.seo" }),
      role: admin.role,
      formKey: randomUUID(),
      done: new URL(request.url).searchParams.get("done") === "revoke",
      sessions: sessions.map((session) => ({
        id: session.id,
        name: session.name,
        phoneEnd: session.phoneEnd,
        role: session.role,
        started: formatDateTime(session.startedAt),
        lastSeen: formatDateTime(session.lastSeenAt),
        device: session.device,
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
    schema: revokeSessionFormSchema,
    what: "staff session not revoked",
    run: async (form) => {
      await context.core.revokeStaffSession({ sessionId: Number(form.sessionId), actorId: admin.id, formKey: form.formKey });
      return redirect("/staff/sessions?done=revoke", { headers: NO_STORE });
    },
  });
  if (answer instanceof Response) return answer;
  return data(answer.data, { status: answer.init?.status ?? 200, headers: NO_STORE });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);
export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export default function StaffSessions({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const result = useActionData<typeof action>();
  const { sessions, formKey, role, done } = loaderData;
  return (
    <div className="container-page space-y-5 py-6">
      <StaffNav t={t} role={role} current="/staff/sessions" />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("sessions.heading")}</h1>
      <p className="text-slate-700">{t("sessions.intro")}</p>
      {done ? (
        <p role="status" className="rounded-xl bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-200" data-testid="sessions-done">
          {t("sessions.revoked")}
        </p>
      ) : null}
      {sessions.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t("sessions.empty")}</p>
      ) : (
        <ul className="space-y-3" data-testid="sessions">
          {sessions.map((session) => (
            <li key={session.id} data-session={session.id}>
              <StaffForm
                intent="revoke"
                title={t("sessions.who", { name: session.name ?? t("sessions.noName"), phoneEnd: session.phoneEnd, role: t(`sessions.roles.${session.role}`) })}
                formKey={formKey}
                seen={String(session.id)}
                result={result && !result.ok && result.values.sessionId === String(session.id) ? result : undefined}
                submitLabel={t("sessions.revoke")}
                tone="danger"
              >
                <input type="hidden" name="sessionId" value={session.id} />
                <dl className="grid grid-cols-1 gap-1 text-sm text-slate-700 sm:grid-cols-3">
                  <div>
                    <dt className="font-semibold">{t("sessions.started")}</dt>
                    <dd>{session.started}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">{t("sessions.lastSeen")}</dt>
                    <dd>{session.lastSeen}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">{t("sessions.device")}</dt>
                    <dd>{session.device ?? t("sessions.unknownDevice")}</dd>
                  </div>
                </dl>
              </StaffForm>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
