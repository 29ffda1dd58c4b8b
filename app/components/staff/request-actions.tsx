import type { TFunction } from "../../i18n/translator/t-function";
import { useTranslation } from "../../i18n/react";
import type { StaffRequestPage } from "../../routes/staff/request.server";
import { controlAria, controlClass, FieldError, FieldShell } from "../forms/field-shell";
import { SelectField } from "../forms/select-field";
import { TextField } from "../forms/text-field";
import { fieldProblem, StaffForm, typed, type StaffActionResult } from "./staff-form";

type Props = {
  t: TFunction;
  page: StaffRequestPage;
  result: StaffActionResult;
  /** The report upload's refusal, brought back in the address (its post has no page of its own). */
  uploadError: { code: string; status: string | null } | null;
};

/** The forms for the steps the order's state allows now (the transition table decides which). */
export function RequestActions({ t, page, result, uploadError }: Props) {
  const { t: tc } = useTranslation();
  const { actions, formKey, version: seen, options, defaults } = page;
  const common = { formKey, seen, result };
  const chosenAgain = typed(result, "confirm-tests", "tests")?.split(",");
  const any = Object.values(actions).some(Boolean);
  // Money still on its way back is never "nothing left to do": the page says where it is.
  const refundProcessing = page.refunds.find((refund) => refund.state === "processing");
  if (!any) return <p className="rounded-2xl bg-white p-4 text-slate-700 ring-1 ring-slate-200">{refundProcessing ? t("actions.refundProcessing", { amount: refundProcessing.amount }) : t("actions.none")}</p>;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {actions["assign-lab"] ? (
        <StaffForm {...common} intent="assign-lab" title={t(page.lab ? "actions.changeLab.title" : "actions.assignLab.title")} submitLabel={t("actions.assignLab.submit")}>
          <SelectField
            name="labId"
            label={t("actions.assignLab.lab")}
            placeholder={t("actions.choose")}
            error={fieldProblem(result, "assign-lab", "labId")}
            defaultValue={typed(result, "assign-lab", "labId")}
            options={options.labs.map((lab) => ({
              value: String(lab.id),
              label: lab.distanceKm === null ? `${lab.name}${lab.city ? `, ${lab.city}` : ""}` : t("actions.assignLab.option", { name: lab.name, km: lab.distanceKm }),
            }))}
          />
        </StaffForm>
      ) : null}

      {actions["confirm-tests"] ? (
        <StaffForm {...common} intent="confirm-tests" title={t("actions.confirmTests.title")} submitLabel={t("actions.confirmTests.submit")}>
          <fieldset aria-describedby={fieldProblem(result, "confirm-tests", "tests") ? "field-tests-error" : undefined}>
            <legend className="mb-1.5 font-semibold text-slate-800">{t("actions.confirmTests.tests")}</legend>
            <ul className="max-h-80 space-y-1 overflow-y-auto rounded-xl p-1 ring-1 ring-slate-200" id="field-tests">
              {options.tests.map((test) => (
                <li key={test.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      name={`test-${test.id}`}
                      value="on"
                      defaultChecked={chosenAgain ? chosenAgain.includes(String(test.id)) : test.chosen}
                      data-price={test.pricePaise}
                      className="h-5 w-5 accent-brand-700"
                    />
                    <span className="flex-1">{test.name}</span>
                    <span className="font-semibold text-slate-900">{test.price}</span>
                  </label>
                </li>
              ))}
            </ul>
            <FieldError name="tests" error={fieldProblem(result, "confirm-tests", "tests")} />
          </fieldset>
          <TextField
            name="amount"
            label={t("actions.confirmTests.amount")}
            hint={t("actions.confirmTests.amountHint")}
            optional
            inputMode="text"
            maxLength={12}
            error={fieldProblem(result, "confirm-tests", "amount")}
            defaultValue={typed(result, "confirm-tests", "amount")}
          />
          <TextField
            name="amountReason"
            label={t("actions.confirmTests.reason")}
            hint={t("actions.confirmTests.reasonHint")}
            optional
            maxLength={300}
            error={fieldProblem(result, "confirm-tests", "amountReason")}
            defaultValue={typed(result, "confirm-tests", "amountReason")}
          />
        </StaffForm>
      ) : null}

      {actions["assign-agent"] ? (
        <StaffForm {...common} intent="assign-agent" title={t(page.agent ? "actions.assignAgent.changeTitle" : "actions.assignAgent.title")} submitLabel={t("actions.assignAgent.submit")}>
          <SelectField
            name="agentId"
            label={t("actions.assignAgent.agent")}
            placeholder={t("actions.choose")}
            error={fieldProblem(result, "assign-agent", "agentId")}
            defaultValue={typed(result, "assign-agent", "agentId") ?? (defaults.agentId ? String(defaults.agentId) : undefined)}
            options={options.agents.map((agent) => ({ value: String(agent.id), label: `${agent.name ?? agent.phone} (${agent.phone})` }))}
          />
          <div className="grid grid-cols-2 gap-3">
            <FieldShell name="date" label={t("actions.assignAgent.date")} error={fieldProblem(result, "assign-agent", "date")}>
              <input
                {...controlAria("date", fieldProblem(result, "assign-agent", "date"), undefined)}
                type="date"
                required
                min={page.today}
                defaultValue={typed(result, "assign-agent", "date") ?? defaults.visitDate}
                className={controlClass}
              />
            </FieldShell>
            <FieldShell name="time" label={t("actions.assignAgent.time")} error={undefined}>
              <input {...controlAria("time", undefined, undefined)} type="time" required defaultValue={typed(result, "assign-agent", "time") ?? defaults.visitTime} className={controlClass} />
            </FieldShell>
          </div>
          {page.visitMates.length > 0 ? (
            <label className="flex items-start gap-3 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100" data-testid="whole-visit">
              <input type="checkbox" name="wholeVisit" value="on" defaultChecked className="mt-1 h-5 w-5 shrink-0 accent-brand-700" />
              <span>
                <span className="block font-semibold text-slate-900">{t("actions.assignAgent.wholeVisit", { count: page.visitMates.length + 1 })}</span>
                <span className="block text-slate-700">{page.visitMates.map((mate) => `${t("request.heading", { id: mate.id })} · ${mate.name}`).join(", ")}</span>
              </span>
            </label>
          ) : null}
        </StaffForm>
      ) : null}

      {actions.reschedule ? (
        <StaffForm {...common} intent="reschedule" title={t("actions.reschedule.title")} submitLabel={t("actions.reschedule.submit")}>
          <SelectField
            name="slot"
            label={t("actions.reschedule.slot")}
            placeholder={t("actions.choose")}
            error={fieldProblem(result, "reschedule", "slot")}
            defaultValue={typed(result, "reschedule", "slot")}
            options={options.slots}
          />
        </StaffForm>
      ) : null}

      {actions["take-payment"] ? (
        <StaffForm {...common} intent="take-payment" title={t("actions.takePayment.title")} submitLabel={t("actions.takePayment.submit")}>
          <p className="text-slate-700">{t("actions.takePayment.amount", { amount: page.amount ?? "" })}</p>
          <SelectField
            name="method"
            label={t("actions.takePayment.method")}
            placeholder={t("actions.choose")}
            error={fieldProblem(result, "take-payment", "method")}
            defaultValue={typed(result, "take-payment", "method")}
            options={[
              { value: "cash", label: t("actions.takePayment.cash") },
              { value: "upi", label: t("actions.takePayment.upi") },
            ]}
          />
        </StaffForm>
      ) : null}

      {actions["unlock-code"] ? (
        <StaffForm {...common} intent="unlock-code" title={t("actions.unlockCode.title")} submitLabel={t("actions.unlockCode.submit")}>
          <p className="text-slate-700">{t("actions.unlockCode.text")}</p>
        </StaffForm>
      ) : null}

      {actions["gateway-refund"] && page.dueRefund ? (
        <StaffForm {...common} intent="gateway-refund" title={t("actions.gatewayRefund.title")} submitLabel={t("actions.gatewayRefund.submit", { amount: page.dueRefund.amount })}>
          <input type="hidden" name="refundId" value={page.dueRefund.id} />
          <p className="text-slate-700">{t("actions.gatewayRefund.text", { amount: page.dueRefund.amount })}</p>
        </StaffForm>
      ) : null}

      {actions["record-refund"] && page.dueRefund ? (
        <StaffForm {...common} intent="record-refund" title={t("actions.recordRefund.title")} submitLabel={t("actions.recordRefund.submit")}>
          <input type="hidden" name="refundId" value={page.dueRefund.id} />
          <p className="text-slate-700">{t("actions.recordRefund.text", { amount: page.dueRefund.amount })}</p>
          {page.dueRefund.errorCode ? <p className="font-semibold text-amber-900">{t("actions.recordRefund.gatewayRefused", { code: page.dueRefund.errorCode })}</p> : null}
          <TextField
            name="reference"
            label={t("actions.recordRefund.reference")}
            hint={t("actions.recordRefund.referenceHint")}
            maxLength={120}
            error={fieldProblem(result, "record-refund", "reference")}
            defaultValue={typed(result, "record-refund", "reference")}
          />
          <TextField
            name="refundAmount"
            label={t("actions.recordRefund.amount")}
            maxLength={12}
            error={fieldProblem(result, "record-refund", "refundAmount")}
            defaultValue={typed(result, "record-refund", "refundAmount") ?? page.dueRefund.rupees}
          />
          <TextField
            name="refundedOn"
            type="date"
            label={t("actions.recordRefund.date")}
            error={fieldProblem(result, "record-refund", "refundedOn")}
            defaultValue={typed(result, "record-refund", "refundedOn") ?? page.today}
          />
        </StaffForm>
      ) : null}

      {actions["upload-report"] ? (
        <StaffForm
          {...common}
          result={undefined}
          intent="upload-report"
          action={`/staff/requests/${page.id}/report`}
          multipart
          title={t(page.hasReport ? "actions.uploadReport.replaceTitle" : "actions.uploadReport.title")}
          submitLabel={t("actions.uploadReport.submit")}
        >
          {uploadError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-200" data-testid="upload-error">
              {tc(`errors.${uploadError.code}`, { status: uploadError.status ?? "" })}
            </p>
          ) : null}
          <FieldShell name="report" label={t("actions.uploadReport.file")} hint={t("actions.uploadReport.hint")} error={undefined}>
            <input {...controlAria("report", undefined, t("actions.uploadReport.hint"))} type="file" accept="application/pdf" required className={controlClass} />
          </FieldShell>
        </StaffForm>
      ) : null}

      {actions.cancel ? (
        <StaffForm {...common} intent="cancel" tone="danger" title={t("actions.cancel.title")} submitLabel={t("actions.cancel.submit")}>
          <TextField
            name="reason"
            label={t("actions.cancel.reason")}
            rows={2}
            maxLength={300}
            error={fieldProblem(result, "cancel", "reason")}
            defaultValue={typed(result, "cancel", "reason")}
          />
        </StaffForm>
      ) : null}
    </div>
  );
}
