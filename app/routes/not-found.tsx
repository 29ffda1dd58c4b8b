import { data } from "react-router";
import { NotFoundView } from "../components/not-found-view";
import { pageData } from "../lib/page.server";
import { safeRedirectPath } from "../lib/safe-redirect";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/not-found";

export function loader({ context, request }: Route.LoaderArgs) {
  const referer = request.headers.get("referer");
  const sameSite = referer && referer.startsWith(context.origin) ? referer.slice(context.origin.length) : "/";
  return data(
    { ...pageData(context, request, "common", { seoKey: "notFound.seo", noindex: true }), backTo: safeRedirectPath(sameSite) },
    { status: 404 },
  );
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundView backTo={loaderData.backTo} />;
}
