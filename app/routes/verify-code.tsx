import { data } from "react-router";
import { Icon } from "../components/icons/icon";
import { VerifyForm } from "../components/verify/verify-form";
import { usePageT } from "../i18n/page-i18n";
import { isAppError } from "../../core/errors/app-error";
import { formatVerificationCode, normaliseVerificationCode } from "../../core/verification/verification-code";
import { spendVerifyBudget } from "../../core/verification/verify-budget";
import type { Verification } from "../../core/verification/verify-document";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/verify-code";

type Answer = { kind: "found"; code: string; document: Verification } | { kind: "notFound"; typed: string } | { kind: "tooMany"; minutes: number };

const STATUS = { found: 200, notFound: 404, tooMany: 429 } as const;

/**
 * Decision 0033: what a report's or invoice's code stands for, to anyone who has it (a doctor given the paper).
 * Each look-up spends the address's budget first; an unknown code is a translated 404, never a 5xx.
 */
async function answerOf(context: Route.LoaderArgs["context"], typed: string): Promise<Answer> {
  const code = normaliseVerificationCode(typed);
  if (code === null) return { kind: "notFound", typed };
  try {
    await spendVerifyBudget(context.auth.rateLimiter, { ip: context.clientIp });
  } catch (error) {
    if (isAppError(error) && error.status === 429) return { kind: "tooMany", minutes: Number(error.details.count ?? 1) };
    throw error;
  }
  const document = await context.core.verifyDocument(code);
  return document ? { kind: "found", code: formatVerificationCode(code), document } : { kind: "notFound", typed };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const answer = await answerOf(context, params.code.slice(0, 40));
  return data(
    { ...pageData(context, request, "verify", { noindex: true }), answer, brand: context.brand.name },
    { status: STATUS[answer.kind], headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <div className="border-b border-slate-100 py-3 last:border-b-0 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-slate-900 [overflow-wrap:anywhere] sm:col-span-2 sm:mt-0" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export default function VerifyCodePage({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const { answer, brand } = loaderData;
  if (answer.kind !== "found") {
    const notFound = answer.kind === "notFound";
    return (
      <section className="container-page max-w-2xl py-10" data-testid={`verify-${answer.kind}`}>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="flex items-center gap-3 text-2xl font-bold text-slate-900">
            <Icon name={notFound ? "search-x" : "clock"} className="h-8 w-8 shrink-0 text-amber-700" /> {t(`${answer.kind}.title`)}
          </h1>
          <p className="mt-3 text-slate-700">{notFound ? t("notFound.text") : t("tooMany.text", { count: answer.minutes })}</p>
          {notFound ? <VerifyForm t={t} value={answer.typed} /> : null}
        </div>
      </section>
    );
  }
  const { document } = answer;
  return (
    <section className="container-page max-w-2xl py-10" data-testid="verify-found">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="flex items-center gap-3 text-2xl font-bold text-emerald-800">
          <Icon name="badge-check" className="h-8 w-8 shrink-0" /> {t(`found.${document.kind}`)}
        </h1>
        <p className="mt-2 text-slate-700">{t("found.text", { brand })}</p>
        <p className="mt-1 text-sm text-slate-600">
          {t("found.code")} <span className="font-mono tracking-wider">{answer.code}</span>
        </p>
        {document.replaced ? (
          <p role="alert" className="mt-4 flex gap-2 rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200" data-testid="verify-replaced">
            <Icon name="triangle-alert" className="mt-0.5 h-5 w-5 shrink-0" /> {t("found.replaced")}
          </p>
        ) : null}
        <dl className="mt-4">
          <Row label={t("found.lab")} testId="verify-lab">
            {document.lab ?? t("found.noLab")}
          </Row>
          <Row label={t(document.kind === "report" ? "found.reportDate" : "found.invoiceDate")} testId="verify-date">
            {document.date}
          </Row>
          <Row label={t("found.tests")} testId="verify-tests">
            <ul className="space-y-1">
              {document.tests.map((test, index) => (
                <li key={`${test}-${index}`}>{test}</li>
              ))}
            </ul>
          </Row>
          <Row label={t("found.initials")} testId="verify-initials">
            {document.initials}
          </Row>
        </dl>
        <p className="mt-4 text-sm text-slate-600">{t("privacy")}</p>
        <a href="/verify" className="btn mt-6 bg-slate-100 text-slate-900 ring-1 ring-slate-300 hover:bg-slate-200">
          {t("another")}
        </a>
      </div>
    </section>
  );
}
