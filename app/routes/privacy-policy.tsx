import { useRouteLoaderData } from "react-router";
import { ENDED_SIGN_IN_RETENTION_DAYS } from "../../core/auth/delete-ended-sign-ins";
import { INVOICE_LINK_DAYS } from "../../core/invoices/invoice-link";
import { MESSAGE_RETENTION_DAYS } from "../../core/privacy/delete-old-messages";
import { PAGE_VIEW_RETENTION_DAYS } from "../../core/trace/delete-old-page-views";
import { LegalDocument } from "../components/legal/legal-document";
import { GrievanceOfficer } from "../components/privacy/grievance-officer";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/privacy-policy";

/**
 * The periods the policy states are the product's own: the retention job's and the invoice links' (issue #34), so
 * the page cannot promise one thing while the code does another.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  // Issue #34: the Grievance Officer comes from the configuration (GRIEVANCE_OFFICER_*); the periods from the code's own settings.
  return {
    ...pageData(context, request, "privacy", { alsoNamespaces: ["rights"] }),
    officer: context.privacy.grievanceOfficer,
    answerDays: context.privacy.grievanceAnswerDays,
    periods: {
      pageViewDays: String(PAGE_VIEW_RETENTION_DAYS),
      signInDays: String(ENDED_SIGN_IN_RETENTION_DAYS),
      messageDays: String(MESSAGE_RETENTION_DAYS),
      linkDays: String(context.payments.invoiceLinkDays ?? INVOICE_LINK_DAYS),
    },
  };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** Spec 001 §2.17, plus the DPDP Act 2023 rights and what we do not collect (ARCHITECTURE §2). */
const SECTIONS = ["collect", "location", "use", "thirdParty", "cookies", "optOut", "retention", "rights", "children", "security", "changes", "consent", "contact"] as const;

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const email = useRouteLoaderData<typeof rootLoader>("root")?.brand.supportEmail ?? "";
  return (
    <>
      <LegalDocument t={t} sections={SECTIONS} values={{ email, ...loaderData.periods }} supportEmail={email} />
      <GrievanceOfficer t={t} officer={loaderData.officer} answerDays={loaderData.answerDays} />
    </>
  );
}
