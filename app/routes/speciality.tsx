import { PageHero } from "../components/page-hero";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/speciality";

export function loader({ context, request, params }: Route.LoaderArgs) {
  const word = params.specaility.replace(/[-_+]+/g, " ").trim();
  return { ...pageData(context, request, "speciality", { values: { speciality: word } }), word };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  return <PageHero title={t("hero.title", { speciality: loaderData.word })} subtitle={t("hero.subtitle")} />;
}
