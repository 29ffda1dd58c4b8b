import { redirect } from "react-router";
import { PageHero } from "../components/page-hero";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/trace";

/** Spec 000 §5: tracking needs a logged-in patient; anyone else goes to the home page. Sessions arrive with the accounts issue. */
export function loader({ context, request }: Route.LoaderArgs) {
  const loggedIn = false;
  if (!loggedIn) throw redirect("/");
  return pageData(context, request, "tracking", { noindex: true });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  return <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />;
}
