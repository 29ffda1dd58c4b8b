import QRCode from "qrcode";
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { totpFormSchema } from "../../../core/auth/auth-form-schemas";
import { confirmTotpSetup, removeTotp, startTotpSetup, totpState } from "../../../core/auth/totp-setup";
import { Field } from "../../components/auth/field";
import { StaffNav } from "../../components/staff/staff-nav";
import { useTranslation } from "../../i18n/react";
import { usePageT } from "../../i18n/page-i18n";
import { messageText } from "../../lib/error-text";
import { formAction } from "../../lib/form-action.server";
import { firstProblem } from "../../lib/form-result";
import { pageData } from "../../lib/page.server";
import { seoMeta } from "../../lib/seo";
import { requireStaff } from "./staff.server";
import type { Route } from "./+types/authenticator";

const NO_STORE = { "Cache-Control": "private, no-store" };
const DONE = ["confirm", "remove"];

/**
 * /staff/authenticator: a staff member's own authenticator app (issue #25). Setting it up shows the otpauth:// link,
 * its QR code (an SVG drawn on the server) and the secret to type in; one code from the app turns it on, and one
 * code turns it off again. The secret is shown only while a setup waits for its first code.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStaff(context, "admin", "agent", "lab");
  const state = await totpState(context.auth, staff.id, context.brand.name);
  const setup = !state.enabled && state.setup ? { ...state.setup, qrSvg: await QRCode.toString(state.setup.uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }) } : null;
  const done = new URL(request.url).searchParams.get("done");
  return data(
    {
      ...pageData(context, request, "staff", { noindex: true, seoKey: "authenticator.seo" }),
      role: staff.role,
      enabled: state.enabled,
      setup,
      done: done && DONE.includes(done) ? done : null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = await requireStaff(context, "admin", "agent", "lab");
  const answer = await formAction({
    request,
    context,
    schema: totpFormSchema,
    what: "authenticator change failed",
    errorFields: { totpWrong: "code", codeMalformed: "code" },
    run: async (form) => {
      if (form.intent === "start") await startTotpSetup(context.auth, staff.id);
      else if (form.intent === "confirm") await confirmTotpSetup(context.auth, staff.id, form.code);
      else await removeTotp(context.auth, staff.id, form.code);
      return redirect(form.intent === "start" ? "/staff/authenticator" : `/staff/authenticator?done=${form.intent}`, { headers: NO_STORE });
    },
  });
  if (answer instanceof Response) return answer;
  return data(answer.data, { status: answer.init?.status ?? 200, headers: NO_STORE });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);
export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

const card = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6";

export default function StaffAuthenticator({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const common = useTranslation().t;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { role, enabled, setup, done } = loaderData;
  const problem = result?.ok === false ? firstProblem(result) : undefined;
  const error = result?.ok === false && problem ? messageText(common, problem, result.details) : null;
  const codeForm = (intent: "confirm" | "remove", label: string, submit: string, danger = false) => (
    <Form method="post" noValidate className="mt-2">
      <input type="hidden" name="intent" value={intent} />
      <Field id={`totp-${intent}`} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} label={label} error={error} required />
      <button type="submit" disabled={busy} className={`btn mt-4 w-full text-white disabled:opacity-60 sm:w-auto ${danger ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800"}`}>
        {busy ? common("auth.working") : submit}
      </button>
    </Form>
  );
  return (
    <div className="container-page space-y-5 py-6">
      <StaffNav t={t} role={role} current="/staff/authenticator" />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("authenticator.heading")}</h1>
      {done ? (
        <p role="status" className="rounded-xl bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-200" data-testid="authenticator-done">
          {t(`authenticator.done.${done}`)}
        </p>
      ) : null}
      {enabled ? (
        <section className={card} data-testid="authenticator-on">
          <p className="text-slate-800">{t("authenticator.on")}</p>
          {codeForm("remove", t("authenticator.codeToRemove"), t("authenticator.remove"), true)}
        </section>
      ) : setup ? (
        <section className={card} data-testid="authenticator-setup">
          <p className="text-slate-800">{t("authenticator.scan")}</p>
          {/* The QR code is drawn on the server from our own link: no user text, so it is safe to place as markup. */}
          <div className="mx-auto mt-4 w-56 max-w-full rounded-xl bg-white p-2 ring-1 ring-slate-200" role="img" aria-label={t("authenticator.qrLabel")} dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
          <p className="mt-4 text-slate-800">{t("authenticator.typeSecret")}</p>
          <p className="mt-1 break-words rounded-xl bg-slate-100 p-3 font-mono text-lg tracking-wider text-slate-900" data-testid="totp-secret">
            {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
          </p>
          <p className="mt-3 text-sm">
            <a href={setup.uri} className="font-semibold text-brand-700 underline">
              {t("authenticator.openLink")}
            </a>
          </p>
          {codeForm("confirm", t("authenticator.codeToConfirm"), t("authenticator.confirm"))}
        </section>
      ) : (
        <section className={card} data-testid="authenticator-off">
          <p className="text-slate-800">{t("authenticator.off")}</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="start" />
            <button type="submit" disabled={busy} className="btn w-full bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto">
              {t("authenticator.start")}
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
