import { randomUUID } from "node:crypto";
import { Icon } from "../../components/icons/icon";
import { useTranslation } from "../../i18n/react";
import { data, Form, redirect, useActionData, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { REPORT_MAX_BYTES } from "../../../core/files/upload-limits";
import { uploadReport } from "../../../core/orders/upload-report";
import { REPORT_FORM_MAX_BYTES, reportUploadSchema } from "../../../core/staff/field-forms";
import { statusKey } from "../../components/tracking/status-key";
import { usePageT } from "../../i18n/page-i18n";
import { messageText } from "../../lib/error-text";
import { formAction } from "../../lib/form-action.server";
import { firstProblem } from "../../lib/form-result";
import { pageData } from "../../lib/page.server";
import type { RouteHandle } from "../../lib/route-handle";
import { seoMeta } from "../../lib/seo";
import { LabValuesForm } from "../../components/results/lab-values-form";
import { notFoundWhenRefused, orderIdOf, STAFF_HEADERS, staffNotFound, withTestNamesIn } from "./staff-field.server";
import { testNameIn } from "../../i18n/test-names.server";
import { saveLabValues, saveLabValuesCsv, valuesNotice } from "./lab-sample-values.server";
import { orderDeps, requireStaff } from "./staff.server";
import type { Route } from "./+types/lab-sample";

/** The report form's body cap, for the host (server/page-body.ts) and the form pipeline. */
export const handle = { maxBodyBytes: REPORT_FORM_MAX_BYTES } satisfies RouteHandle;

/**
 * One of the lab's samples: its test values (a form and a CSV upload, issue #28), then the report PDF, which
 * publishes them; or replace the current report (which stays downloadable here).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const lab = await requireStaff(context, "lab");
  const orderId = orderIdOf(params.id);
  const found = lab.labId ? await context.core.getLabSample({ labId: lab.labId, readerId: lab.id, orderId }) : undefined;
  if (!found || !lab.labId) throw staffNotFound();
  const sample = withTestNamesIn(context.lang, found);
  const entry = await context.core.getLabResultEntry({ labId: lab.labId, userId: lab.id, orderId });
  const done = new URL(request.url).searchParams.get("done");
  return data(
    {
      ...pageData(context, request, "staffField", { noindex: true, seoKey: "sampleSeo", values: { id: String(sample.id) }, alsoNamespaces: ["tracking", "results"] }),
      sample,
      entry: entry && entry.tests.length > 0 ? { ...entry, tests: entry.tests.map((test) => ({ ...test, testName: testNameIn(context.lang, test.testName) })) } : null,
      formKey: randomUUID(),
      uploaded: done === "uploaded",
      valuesNotice: valuesNotice(done),
    },
    { headers: STAFF_HEADERS },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const lab = await requireStaff(context, "lab");
  const orderId = orderIdOf(params.id);
  // The values form and the CSV upload post here too, told apart by their address (the body is read once, by its own schema).
  const query = new URL(request.url).searchParams;
  if (query.has("values")) return notFoundWhenRefused(await saveLabValues(context, request, { orderId, lab }));
  if (query.has("csv")) return notFoundWhenRefused(await saveLabValuesCsv(context, request, { orderId, lab }));
  const answer = await formAction({
    request,
    context,
    schema: reportUploadSchema,
    what: "report upload",
    maxBytes: handle.maxBodyBytes,
    upload: { name: "report", maxBytes: REPORT_MAX_BYTES, tooLarge: "reportTooLarge" },
    errorFields: { reportMissing: "report", reportType: "report", reportTooLarge: "report", reportPdfActive: "report", reportPdfLocked: "report", reportPdfUnreadable: "report" },
    run: async (form, { file }) => {
      await uploadReport(orderDeps(context), { orderId, actor: lab, formKey: form.formKey, seen: form.seen, file });
      return redirect(`/staff/lab/${orderId}?done=uploaded`);
    },
  });
  return notFoundWhenRefused(answer);
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** After a refused post (a wrong code, a stale page) the page is read again: the order's version and the form's key move on. */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => (formMethod ? true : defaultShouldRevalidate);
export const headers = ({ loaderHeaders, actionHeaders }: Route.HeadersArgs) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export default function StaffLabSample({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const common = useTranslation().t;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { sample, formKey, uploaded, entry, valuesNotice } = loaderData;
  const refused = result?.ok === false ? result : null;
  const valuesFailure = refused && (refused.intent === "values" || refused.intent === "csv") ? refused : null;
  const failure = refused && !valuesFailure ? refused : null;
  const problem = failure ? firstProblem(failure, "report") : undefined;
  const error = failure && problem ? messageText(problem.includes(":") ? t : common, problem, failure.details) : null;
  const status = statusKey(sample.status);
  return (
    <div className="container-page max-w-2xl space-y-5 py-6" data-no-floating-call>
      <a href="/staff/lab" className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800">
        <Icon name="arrow-left" className="h-5 w-5" /> {t("sample.back")}
      </a>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-slate-900">{t("lab.order", { id: sample.id, name: sample.name })}</h1>
        <p className="mt-1 font-semibold text-brand-900" data-testid="sample-status">
          {status ? t(`tracking:statuses.${status}`) : sample.status}
        </p>
        {uploaded ? (
          <p role="status" className="mt-3 rounded-xl bg-green-50 p-3 font-semibold text-green-900 ring-1 ring-green-200">
            {t("sample.uploaded")}
          </p>
        ) : null}
        <p className="mt-3 text-slate-700">{sample.tests.join(", ")}</p>
        {sample.collectedAt ? <p className="mt-1 text-sm text-slate-600">{t("lab.collectedAt", { when: sample.collectedAt })}</p> : null}
        {sample.hasReport ? (
          <div className="mt-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
            <p className="text-slate-700">{t("sample.current", { when: sample.reportAt ?? "" })}</p>
            <a href={`/staff/lab/${sample.id}/report`} className="btn mt-2 bg-white text-brand-800 ring-1 ring-brand-200" data-testid="current-report" download>
              <Icon name="file-text" className="h-5 w-5" /> {t("sample.download")}
            </a>
          </div>
        ) : null}
      </div>
      {entry ? <LabValuesForm t={t} orderId={sample.id} entry={entry} formKey={formKey} failure={valuesFailure} notice={valuesNotice} /> : null}
      <Form key={sample.version} method="post" action={`/staff/lab/${sample.id}`} encType="multipart/form-data" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" noValidate>
        <input type="hidden" name="formKey" value={formKey} />
        <input type="hidden" name="seen" value={sample.version} />
        <h2 className="text-xl font-bold text-slate-900">{sample.hasReport ? t("sample.replaceTitle") : t("sample.uploadTitle")}</h2>
        <div>
          <label htmlFor="report-file" className="block font-semibold text-slate-900">
            {t("sample.file")}
          </label>
          <p id="report-file-hint" className="text-sm text-slate-600">
            {t("sample.fileHint")}
          </p>
          <input
            id="report-file"
            name="report"
            type="file"
            accept="application/pdf,.pdf"
            required
            aria-describedby={error ? "report-file-hint report-file-error" : "report-file-hint"}
            aria-invalid={error ? true : undefined}
            className="mt-2 block w-full rounded-xl border border-slate-300 p-3 text-slate-900 file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-900"
          />
          {error ? (
            <p id="report-file-error" role="alert" className="mt-2 font-semibold text-red-800" data-testid="upload-error">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={busy} className="btn w-full bg-brand-700 py-4 text-lg text-white hover:bg-brand-800 disabled:opacity-60" data-testid="upload-report">
          {sample.hasReport ? t("sample.replace") : t("sample.submit")}
        </button>
      </Form>
    </div>
  );
}
