import { useRouteLoaderData } from "react-router";
import { LegalDocument } from "../components/legal/legal-document";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/terms-and-conditions";

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "terms");
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** Spec 001 §2.17: a free app whose provider may charge later; the contact e-mail is the support address. */
const SECTIONS = ["use", "charges", "account", "health", "accuracy", "updates", "liability", "law", "changes", "contact"] as const;

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const email = useRouteLoaderData<typeof rootLoader>("root")?.brand.supportEmail ?? "";
  return <LegalDocument t={t} sections={SECTIONS} values={{ email }} supportEmail={email} />;
}
