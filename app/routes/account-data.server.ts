import { redirect, type AppLoadContext } from "react-router";
import type { SessionUser } from "../../core/auth/sessions";
import { reportFailure } from "../../core/errors/report-failure";
import { formatDateTime } from "../../core/format/format";
import type { Consent } from "../../core/privacy/list-consents";
import type { StaffRead } from "../../core/privacy/list-staff-reads";
import { myDataFormSchema, type MyDataForm } from "../../core/privacy/my-data-forms";
import type { DataExportView } from "../../core/privacy/get-data-export";
import { dataExportPath, MY_DATA_PATH } from "../components/privacy/privacy-paths";
import { formAction } from "../lib/form-action.server";
import { requireRole } from "../lib/session.server";

/** "My data" is a patient's: a visitor goes to login and comes back; staff have no bookings to hold data about. */
export const dataPatient = (context: AppLoadContext, request: Request): Promise<SessionUser> => requireRole(context, request, "patient");

/** 1.4 MB, 820 KB: the archive's size beside its link, Latin digits in every language. */
export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

export type DownloadCard =
  | { state: "none" }
  | { state: "preparing"; requested: string }
  | { state: "failed" }
  | { state: "ready"; href: string; ready: string; until: string; size: string };

export function downloadCard(view: DataExportView): DownloadCard {
  switch (view.state) {
    case "none":
      return { state: "none" };
    case "preparing":
      return { state: "preparing", requested: formatDateTime(view.requestedAt) };
    case "failed":
      return { state: "failed" };
    case "ready":
      return { state: "ready", href: dataExportPath(view.id), ready: formatDateTime(view.readyAt), until: formatDateTime(view.expiresAt), size: formatSize(view.size) };
  }
}

export type ConsentCard = {
  kind: Consent["kind"];
  /** The member's id for a member's consent (the withdraw form's field), null for the health-data consent. */
  memberId: number | null;
  name: string;
  given: string | null;
  withdrawn: string | null;
  active: boolean;
};

export const consentCard = (consent: Consent): ConsentCard => ({
  kind: consent.kind,
  memberId: consent.kind === "health_data" ? null : consent.memberId,
  name: consent.kind === "health_data" ? "" : consent.memberName,
  given: consent.givenAt ? formatDateTime(consent.givenAt) : null,
  withdrawn: consent.withdrawnAt ? formatDateTime(consent.withdrawnAt) : null,
  active: consent.active,
});

export const readRow = (read: StaffRead) => ({ at: formatDateTime(read.at), role: read.role, name: read.firstName, what: read.what, orderId: read.orderId });

/** The page's forms: prepare the export, or withdraw one consent; each done goes back to the page with what was done. */
export function myDataAction(context: AppLoadContext, request: Request, user: SessionUser) {
  return formAction({
    request,
    context,
    schema: myDataFormSchema,
    what: "my data form",
    run: async (form: MyDataForm) => {
      if (form.intent === "prepare-export") {
        await context.core.requestDataExport(
          // The request stands; the sweep queues it again (core/privacy/sweep-data-exports.ts).
          { queue: context.dataExports, onQueueError: (error) => reportFailure(context, error, "data export not queued") },
          { accountId: user.id, language: context.lang },
        );
        return redirect(`${MY_DATA_PATH}?done=prepared#download`);
      }
      if (form.intent === "stop-reminders" || form.intent === "restart-reminders") {
        const on = form.intent === "restart-reminders";
        await context.core.setReminders({ accountId: user.id, on });
        return redirect(`${MY_DATA_PATH}?done=${on ? "remindersOn" : "remindersStopped"}#reminders`);
      }
      const consent =
        form.intent === "withdraw-health-data" ? { kind: "health_data" as const } : { kind: form.intent === "withdraw-guardian" ? ("guardian" as const) : ("member_whatsapp" as const), memberId: form.memberId };
      await context.core.withdrawConsent({ accountId: user.id, consent });
      return redirect(`${MY_DATA_PATH}?done=withdrawn#consents`);
    },
  });
}
