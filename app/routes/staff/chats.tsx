import { randomUUID } from "node:crypto";
import { data, redirect, useActionData } from "react-router";
import { formatDateTime } from "../../../core/format/format";
import { MAX_LENGTH } from "../../../core/forms/field-limits";
import { staffChatFormSchema } from "../../../core/whatsapp-chat/staff-chat-forms";
import { controlAria, controlClass, FieldShell } from "../../components/forms/field-shell";
import { fieldProblem, StaffForm, typed } from "../../components/staff/staff-form";
import { StaffNav } from "../../components/staff/staff-nav";
import { usePageT } from "../../i18n/page-i18n";
import { formAction, fieldProblems } from "../../lib/form-action.server";
import { pageData } from "../../lib/page.server";
import { seoMeta } from "../../lib/seo";
import { requireStaff } from "./staff.server";
import type { Route } from "./+types/chats";

const NO_STORE = { "Cache-Control": "private, no-store" };
export const STAFF_CHATS_PATH = "/staff/chats";

/** /staff/chats (issue #29): the WhatsApp conversations handed to a person, each with its last lines, a reply box and Close. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireStaff(context, "admin");
  const chats = await context.core.listOpenChats({ staffId: admin.id });
  const done = new URL(request.url).searchParams.get("done");
  return data(
    {
      ...pageData(context, request, "staff", { noindex: true, seoKey: "chats.seo" }),
      role: admin.role,
      formKey: randomUUID(),
      done: done === "reply" || done === "close" ? done : null,
      chats: chats.map((chat) => ({
        phone: chat.phone,
        since: formatDateTime(chat.handedOverAt),
        windowOpen: chat.windowOpen,
        lines: chat.lines.map((line) => ({ from: line.from, text: line.text, at: formatDateTime(line.at) })),
      })),
    },
    { headers: NO_STORE },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireStaff(context, "admin");
  const deps = { messenger: context.auth.messenger, messageQueue: context.auth.messageQueue, texts: context.whatsAppChat.texts };
  const answer = await formAction({
    request,
    context,
    schema: staffChatFormSchema,
    what: "whatsapp chat reply not sent",
    run: async (form) => {
      if (form.intent === "close") {
        await context.core.closeChat(deps, { staffId: admin.id, phone: form.phone });
        return redirect(`${STAFF_CHATS_PATH}?done=close`, { headers: NO_STORE });
      }
      const sent = await context.core.replyInChat(deps, { staffId: admin.id, phone: form.phone, text: form.text ?? "", formKey: form.formKey });
      if (sent === "window") return fieldProblems({ text: "staff:chats.windowClosed" }, 409);
      if (sent === "closed") return fieldProblems({ text: "staff:chats.notOpen" }, 409);
      return redirect(`${STAFF_CHATS_PATH}?done=reply`, { headers: NO_STORE });
    },
  });
  if (answer instanceof Response) return answer;
  return data(answer.data, { status: answer.init?.status ?? 200, headers: NO_STORE });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);
export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export default function StaffChats({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const result = useActionData<typeof action>();
  const { chats, formKey, role, done } = loaderData;
  return (
    <div className="container-page space-y-5 py-6">
      <StaffNav t={t} role={role} current={STAFF_CHATS_PATH} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("chats.heading")}</h1>
      <p className="text-slate-700">{t("chats.intro")}</p>
      {done ? (
        <p role="status" className="rounded-xl bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-200" data-testid="chats-done">
          {t(done === "reply" ? "chats.doneReply" : "chats.doneClose")}
        </p>
      ) : null}
      {chats.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t("chats.empty")}</p>
      ) : (
        <ul className="space-y-5" data-testid="staff-chats">
          {chats.map((chat) => {
            const mine = result && !result.ok && result.values.phone === chat.phone ? result : undefined;
            const error = fieldProblem(mine, "reply", "text");
            return (
              <li key={chat.phone} data-chat={chat.phone} className="space-y-3">
                <section aria-label={chat.phone} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <h2 className="text-lg font-bold text-slate-900">
                    {chat.phone} <span className="text-sm font-normal text-slate-600">· {t("chats.since", { date: chat.since })}</span>
                  </h2>
                  <ol className="mt-3 space-y-2" data-testid="chat-lines">
                    {chat.lines.map((line, i) => (
                      <li key={i} className={`flex ${line.from === "person" ? "justify-start" : "justify-end"}`}>
                        <p className={`max-w-[85%] whitespace-pre-line rounded-2xl px-3 py-2 text-slate-900 ${line.from === "person" ? "bg-slate-100" : "bg-green-100"}`}>
                          <span className="block text-xs font-semibold text-slate-600">
                            {t(line.from === "person" ? "chats.fromPerson" : "chats.fromNikat")} · {line.at}
                          </span>
                          {line.text}
                        </p>
                      </li>
                    ))}
                  </ol>
                </section>
                {chat.windowOpen ? (
                  <StaffForm intent="reply" title={t("chats.replyTitle")} formKey={formKey} seen={chat.phone} result={mine} submitLabel={t("chats.send")}>
                    <input type="hidden" name="phone" value={chat.phone} />
                    <FieldShell name={`reply-${chat.phone}`} label={t("chats.replyLabel")} hint={t("chats.replyHint")} error={error}>
                      <textarea
                        {...controlAria(`reply-${chat.phone}`, error, t("chats.replyHint"))}
                        name="text"
                        rows={3}
                        maxLength={MAX_LENGTH.message}
                        defaultValue={typed(mine, "reply", "text")}
                        className={controlClass}
                      />
                    </FieldShell>
                  </StaffForm>
                ) : (
                  <p className="rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">{t("chats.windowClosed")}</p>
                )}
                <StaffForm intent="close" title={t("chats.closeTitle")} formKey={formKey} seen={chat.phone} result={undefined} submitLabel={t("chats.close")} tone="danger">
                  <input type="hidden" name="phone" value={chat.phone} />
                  <p className="text-sm text-slate-700">{t("chats.closeHint")}</p>
                </StaffForm>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
