import { randomUUID } from "node:crypto";
import { Icon } from "../../components/icons/icon";
import { useTranslation } from "../../i18n/react";
import { data, Form, redirect, useActionData, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { collectSample } from "../../../core/orders/collect-sample";
import { checkPaymentAtDoor, type DoorCheckOutcome } from "../../../core/payments/check-payment-at-door";
import { startVisit } from "../../../core/orders/start-visit";
import { agentVisitSchema } from "../../../core/staff/field-forms";
import { telUrl, displayPhone } from "../../components/shell/support-links";
import { statusKey } from "../../components/tracking/status-key";
import { visitRefusal } from "../../components/staff/visit-refusal";
import { usePageT } from "../../i18n/page-i18n";
import { visitPaymentLine } from "../../components/staff/visit-payment-line";
import { messageText } from "../../lib/error-text";
import { formAction } from "../../lib/form-action.server";
import { pageData } from "../../lib/page.server";
import { seoMeta } from "../../lib/seo";
import { notFoundWhenRefused, orderIdOf, STAFF_HEADERS, staffNotFound, withTestNamesIn } from "./staff-field.server";
import { orderDeps, requireStaff } from "./staff.server";
import type { Route } from "./+types/agent-visit";

const DONE = ["started", "collected", "paid-online", "payment-held", "payment-closed"] as const;

/** What the agent is told after checking an open online payment with the gateway. */
const CHECKED: Record<DoorCheckOutcome, (typeof DONE)[number]> = { paid: "paid-online", held: "payment-held", closed: "payment-closed", failed: "payment-closed", none: "payment-closed" };

/** One of the agent's visits: where and whom, then 'Start' (on the way) and 'Collected' with the patient's agent code. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const agent = await requireStaff(context, "agent");
  const found = await context.core.getAgentVisit({ agentId: agent.id, orderId: orderIdOf(params.id) });
  if (!found) throw staffNotFound();
  const visit = withTestNamesIn(context.lang, found);
  const done = new URL(request.url).searchParams.get("done");
  // An online payment the patient opened and has not finished: cash or UPI waits until it is checked and closed.
  const onlinePaymentOpen = !visit.paid && visit.status === "Agent Assigned" && (await context.core.openAttemptOf(visit.id)) !== undefined;
  return data(
    {
      ...pageData(context, request, "staffField", { noindex: true, seoKey: "visitSeo", values: { id: String(visit.id) }, alsoNamespaces: ["tracking"] }),
      visit,
      onlinePaymentOpen,
      // A new key each time the page is drawn: the same form posted twice is done once.
      formKey: randomUUID(),
      supportPhone: context.brand.supportPhone,
      done: (DONE as readonly string[]).includes(done ?? "") ? (done as (typeof DONE)[number]) : null,
    },
    { headers: STAFF_HEADERS },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const agent = await requireStaff(context, "agent");
  const orderId = orderIdOf(params.id);
  const answer = await formAction({
    request,
    context,
    schema: agentVisitSchema,
    what: "agent visit step",
    errorFields: { agentCodeWrong: "code", paymentMethodNeeded: "paymentMethod" },
    run: async (form) => {
      const input = { orderId, actor: agent, formKey: form.formKey, seen: form.seen };
      if (form.intent === "check-payment") {
        // The gateway is asked at once, outside any transaction; a paid answer goes through the one apply path.
        const outcome = await checkPaymentAtDoor(context.payments, { orderId, agentId: agent.id });
        return redirect(`/staff/agent/${orderId}?done=${CHECKED[outcome]}`);
      }
      if (form.intent === "start") {
        await startVisit(orderDeps(context), input);
        return redirect(`/staff/agent/${orderId}?done=started`);
      }
      await collectSample(orderDeps(context), { ...input, code: form.code ?? "", paymentMethod: form.paymentMethod ?? null });
      return redirect(`/staff/agent/${orderId}?done=collected`);
    },
  });
  return notFoundWhenRefused(answer);
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** After a refused post (a wrong code, a stale page) the page is read again: the order's version and the form's key move on. */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => (formMethod ? true : defaultShouldRevalidate);
export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export default function StaffAgentVisit({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const common = useTranslation().t;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { visit, formKey, supportPhone, done, onlinePaymentOpen } = loaderData;
  const failure = result?.ok === false ? result : null;
  const text = (key: string | undefined) => (key ? messageText(key.includes(":") ? t : common, key, failure?.details) : null);
  const status = statusKey(visit.status);
  const open = visit.status === "Agent Assigned";
  const refusal = visitRefusal(failure, { lockedBoxShown: open && visit.locked });
  const codeError = text(refusal.code);
  const methodError = text(refusal.paymentMethod);
  const formError = text(refusal.top);
  const hidden = (
    <>
      <input type="hidden" name="formKey" value={formKey} />
      <input type="hidden" name="seen" value={visit.version} />
    </>
  );

  return (
    <div className="container-page max-w-2xl space-y-5 py-6" data-no-floating-call>
      <a href="/staff/agent" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800">
        <Icon name="arrow-left" className="h-5 w-5" /> {t("visit.back")}
      </a>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-slate-900">{t("visit.title", { id: visit.id })}</h1>
        <p className="mt-1 font-semibold text-brand-900" data-testid="visit-status">
          {status ? t(`tracking:statuses.${status}`) : visit.status}
          {open && visit.started ? ` · ${t("visitState.started")}` : ""}
        </p>
        {done ? (
          <p role="status" className="mt-3 rounded-xl bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-200">
            {t(`visit.done.${done}`)}
          </p>
        ) : null}
        <dl className="mt-3 space-y-2">
          <div>
            <dt className="text-sm text-slate-600">{t("visit.when")}</dt>
            <dd className="font-semibold text-slate-900">{[visit.date, visit.time].filter(Boolean).join(", ")}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("visit.patient")}</dt>
            <dd className="text-lg font-bold text-slate-900">{visit.name}</dd>
          </div>
          {visit.address ? (
            <div>
              <dt className="text-sm text-slate-600">{t("visit.address")}</dt>
              <dd className="text-slate-900 [overflow-wrap:anywhere]">{visit.address}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-sm text-slate-600">{t("visit.tests")}</dt>
            <dd className="text-slate-900">{visit.tests.join(", ")}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("visit.payment")}</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid="amount-due">
              {visitPaymentLine(t, visit)}
            </dd>
          </div>
          {visit.note ? (
            <div>
              <dt className="text-sm text-slate-600">{t("visit.note")}</dt>
              <dd className="text-slate-900 [overflow-wrap:anywhere]">{visit.note}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {visit.callLinks.map((call) => (
            <a key={call.href} href={call.href} className="btn bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50">
              <Icon name="phone" className="h-5 w-5" /> {t("visit.callNumber", { phone: call.phone })}
            </a>
          ))}
          {visit.mapsUrl ? (
            <a href={visit.mapsUrl} target="_blank" rel="noopener noreferrer" className="btn bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50">
              <Icon name="map-pin" className="h-5 w-5" /> {t("visit.map")}
            </a>
          ) : null}
        </div>
      </div>

      {formError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-200" data-testid="form-error">
          {formError}
        </p>
      ) : null}

      {open && visit.locked ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 ring-1 ring-red-200" data-testid="visit-locked">
          <p className="font-semibold text-red-900">{t("visit.locked")}</p>
          <a href={telUrl(supportPhone)} className="btn mt-3 w-full bg-red-700 text-white hover:bg-red-800">
            <Icon name="phone" className="h-5 w-5" /> {t("visit.callOffice", { phone: displayPhone(supportPhone) })}
          </a>
        </div>
      ) : null}

      {open && onlinePaymentOpen && !visit.locked ? (
        <Form method="post" action={`/staff/agent/${visit.id}`} className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200" data-testid="online-payment-open">
          {hidden}
          <input type="hidden" name="intent" value="check-payment" />
          <h2 className="text-lg font-bold text-amber-950">{t("visit.onlineOpen.title")}</h2>
          <p className="mt-1 text-amber-950">{t("visit.onlineOpen.text")}</p>
          <button type="submit" disabled={busy} className="btn mt-3 w-full bg-amber-700 text-white hover:bg-amber-800 disabled:opacity-60" data-testid="check-payment">
            {t("visit.onlineOpen.check")}
          </button>
        </Form>
      ) : null}

      {open && !visit.started && !visit.locked ? (
        <Form method="post" action={`/staff/agent/${visit.id}`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          {hidden}
          <input type="hidden" name="intent" value="start" />
          <p className="text-slate-700">{t("visit.startHint")}</p>
          <button type="submit" disabled={busy} className="btn mt-3 w-full bg-brand-700 py-4 text-lg text-white hover:bg-brand-800 disabled:opacity-60" data-testid="start-visit">
            {t("visit.start")}
          </button>
        </Form>
      ) : null}

      {open && !visit.locked ? (
        <Form key={visit.version} method="post" action={`/staff/agent/${visit.id}`} className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" noValidate>
          {hidden}
          <input type="hidden" name="intent" value="collect" />
          <h2 className="text-xl font-bold text-slate-900">{t("visit.collectTitle")}</h2>
          <div>
            <label htmlFor="agent-code" className="block font-semibold text-slate-900">
              {t("visit.code")}
            </label>
            <p id="agent-code-hint" className="text-sm text-slate-600">
              {t("visit.codeHint")}
            </p>
            <input
              id="agent-code"
              name="code"
              inputMode="numeric"
              autoComplete="off"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? "agent-code-hint agent-code-error" : "agent-code-hint"}
              className="mt-2 block w-full rounded-xl border border-slate-300 px-4 py-3 text-2xl tracking-[0.4em] text-slate-900"
            />
            {codeError ? (
              <p id="agent-code-error" role="alert" className="mt-2 font-semibold text-red-800" data-testid="code-error">
                {codeError}
              </p>
            ) : null}
          </div>
          {!visit.paid ? (
            <fieldset aria-describedby={methodError ? "method-error" : undefined}>
              <legend className="font-semibold text-slate-900">{t("visit.howPaid", { amount: visit.amountDue })}</legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {(["cash", "upi"] as const).map((method) => (
                  <label key={method} className="flex min-h-12 items-center gap-3 rounded-xl px-4 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600">
                    <input type="radio" name="paymentMethod" value={method} defaultChecked={failure?.values.paymentMethod === method} className="h-5 w-5" />
                    <span className="font-semibold">{t(`visit.methods.${method}`)}</span>
                  </label>
                ))}
              </div>
              {methodError ? (
                <p id="method-error" role="alert" className="mt-2 font-semibold text-red-800">
                  {methodError}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <button type="submit" disabled={busy} className="btn w-full bg-green-700 py-4 text-lg text-white hover:bg-green-800 disabled:opacity-60" data-testid="collect-sample">
            {t("visit.collect")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
