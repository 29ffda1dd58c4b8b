import { useRouteLoaderData } from "react-router";
import { CookieTable } from "../components/legal/cookie-table";
import { LegalDocument } from "../components/legal/legal-document";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/cookie-policy";

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "cookies");
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

const SECTIONS = ["what", "used", "why", "control", "changes", "contact"] as const;

export default function CookiePolicyPage({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const email = useRouteLoaderData<typeof rootLoader>("root")?.brand.supportEmail ?? "";
  return <LegalDocument t={t} sections={SECTIONS} values={{ email }} supportEmail={email} extras={{ used: <CookieTable t={t} /> }} />;
}
