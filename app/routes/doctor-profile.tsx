import { PageHero } from "../components/page-hero";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/doctor-profile";

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "doctorProfile");
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  return <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />;
}
