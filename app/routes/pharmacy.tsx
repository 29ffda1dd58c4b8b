import { Icon } from "../components/icons/icon";
import { useLocation } from "react-router";
import { Link } from "../components/link";
import { chosenLocationFromCookies } from "../../core/geo/chosen-location";
import { PHARMACIES_PER_PAGE, type PharmacyList } from "../../core/pharmacy/list-pharmacies";
import { parsePharmacySort } from "../../core/pharmacy/pharmacy-sort";
import { LoadError } from "../components/home/load-error";
import { PageHero } from "../components/page-hero";
import { PharmacySearchForm } from "../components/pharmacy/pharmacy-search-form";
import { PharmacySortForm } from "../components/pharmacy/pharmacy-sort-form";
import { PlaceGrid } from "../components/pharmacy/place-grid";
import { serverT } from "../i18n/server-t.server";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/pharmacy";
import { reportFailure } from "../../core/errors/report-failure";
import { stripControlCharacters } from "../../core/forms/control-characters";

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // Spec 001 §2.8 search box: control characters (a pasted NUL) count as nothing.
  const q = stripControlCharacters(params.get("q") ?? "").trim();
  const sort = parsePharmacySort(params.get("sort"));
  const pincode = stripControlCharacters(params.get("pincode") ?? "").trim() || null;
  const page = pageData(context, request, "pharmacy", { alsoNamespaces: ["hospitals"] });
  const query = { q, sort, pincode };
  let list: PharmacyList;
  try {
    list = await context.core.listPharmacies({ q, pincode, sort, chosen: chosenLocationFromCookies(context.cookies), page: Number(params.get("page")) || 1, now: new Date() });
  } catch (error) {
    reportFailure(context, error, "pharmacies not loaded");
    return { ...page, query, list: null };
  }
  const { centre } = list;
  const place = centre.isArea ? serverT(context.lang)(`common:areas.${centre.place}`, { defaultValue: centre.place }) : centre.place;
  return { ...page, query, list: { ...list, centre: { ...centre, place } } };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export default function PharmacyFinder({ loaderData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const { query, list } = loaderData;
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <PharmacySearchForm t={t} q={query.q} sort={query.sort} />
      </PageHero>
      <section id="pharmacies" aria-labelledby="pharmacies-heading" className="container-page scroll-mt-20 py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="pharmacies-heading" className="text-2xl font-bold text-slate-900">
              {list?.name ? t("list.headingName", { name: list.name }) : t("list.heading")}
            </h2>
            {list ? <ListPlace t={t} list={list} /> : null}
          </div>
          <PharmacySortForm t={t} sort={query.sort} q={query.q} pincode={query.pincode} />
        </div>
        {list?.unknownPincode ? (
          <p role="status" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900">
            {t("list.unknownPincode", { pincode: list.unknownPincode })}
          </p>
        ) : null}
        <div className="mt-6">
          {!list ? (
            <LoadError message={t("list.loadFailed")} />
          ) : list.unmatched ? (
            <p className="flex gap-3 rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
              <Icon name="search-x" className="mt-0.5 h-5 w-5 shrink-0 text-pink-600" />
              {t("list.unmatched", { q: query.q })}
            </p>
          ) : list.pharmacies.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700">{t("list.empty")}</p>
          ) : (
            <>
              <p className="sr-only" aria-live="polite">
                {t("list.shown", { count: list.total, shown: list.pharmacies.length, total: list.total, sort: t(`sort.${query.sort}`) })}
              </p>
              <PlaceGrid places={list.pharmacies} pincode={query.pincode} idPrefix="pharmacy" testId="pharmacy-card" />
              {list.hasMore ? <LoadMore t={t} page={list.page} /> : null}
            </>
          )}
        </div>
      </section>
    </>
  );
}

type T = ReturnType<typeof usePageT>;

/** Where the distances are measured from, and how to change it. */
function ListPlace({ t, list }: { t: T; list: NonNullable<Route.ComponentProps["loaderData"]["list"]> }) {
  const { centre } = list;
  return (
    <p className="mt-1 flex items-start gap-2 text-slate-600">
      <Icon name="map-pin" className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
      <span>
        {centre.from === "default" ? t("list.aroundDefault", { place: centre.place }) : t("list.near", { place: centre.place })}{" "}
        {centre.from === "default" ? (
          <Link to="/location" className="font-semibold text-brand-700 underline underline-offset-2">
            {t("list.chooseLocation")}
          </Link>
        ) : null}
      </span>
    </p>
  );
}

/** The next page's cards below these; the address opens at the first new card, with or without JavaScript. */
function LoadMore({ t, page }: { t: T; page: number }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set("page", String(page + 1));
  return (
    <p className="mt-8 text-center">
      <Link to={`?${params.toString()}#pharmacy-${page * PHARMACIES_PER_PAGE + 1}`} preventScrollReset className="btn border border-brand-700 text-brand-800 hover:bg-brand-50">
        {t("list.loadMore")}
      </Link>
    </p>
  );
}
