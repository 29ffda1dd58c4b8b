import { Icon } from "../icons/icon";
import { Link } from "../link";
import { useSearchWith } from "../../lib/use-search-with";
import { formatKm } from "../../../core/geo/distance";
import { usePageT } from "../../i18n/page-i18n";
import { LoadError } from "../home/load-error";
import { PlaceGrid } from "../pharmacy/place-grid";
import { SHOW_ALL_HOSPITALS, type HospitalsBlockData } from "./hospitals-block-data";

/**
 * Spec 001 §2.6: pinned hospitals, nearest first from the visitor's place, with distances. Its data is drawnOnServer
 * (home-hospitals.server.ts): a page shows it through keptAsDrawn (app/render/kept-as-drawn.tsx).
 */
export function HospitalsBlockView({ block }: { block: HospitalsBlockData }) {
  const t = usePageT(block.i18n);
  const { hospitals, rest, restCount, near, error } = block;
  const showAllSearch = useSearchWith(SHOW_ALL_HOSPITALS.name, SHOW_ALL_HOSPITALS.value);
  return (
    <section id="hospitals" aria-labelledby="hospitals-heading" className="container-page scroll-mt-20 py-12">
      <h2 id="hospitals-heading" className="text-2xl font-bold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-1 flex items-start gap-2 text-slate-600">
        <Icon name="map-pin" className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
        <span>
          {near ? t("near", { place: near }) : t("noPlace")}{" "}
          {near ? null : (
            <Link to="/location" className="font-semibold text-brand-700 underline underline-offset-2">
              {t("chooseLocation")}
            </Link>
          )}
        </span>
      </p>
      <div className="mt-6">
        {error ? (
          <LoadError message={t(error)} />
        ) : hospitals.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-600">{t("empty")}</p>
        ) : (
          <>
            <PlaceGrid places={hospitals} testId="hospital-card" />
            {rest.length > 0 ? (
              <ul className="mt-6 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
                {rest.map((hospital) => (
                  <li key={hospital.id}>
                    <Link to={`/chamber/${hospital.id}`} className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2 text-slate-800 hover:border-brand-600">
                      <span lang="en" className="font-medium">
                        {hospital.name}
                      </span>
                      {hospital.distanceKm !== null ? <span className="shrink-0 text-sm text-slate-600">{t("hospitals:card.distance", { km: formatKm(hospital.distanceKm) })}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : restCount > 0 ? (
              // The rest load on request: a plain link, so it works before the scripts arrive too.
              <p className="mt-6 text-center">
                <Link to={{ search: showAllSearch, hash: "hospitals" }} preventScrollReset className="btn mx-auto w-fit border border-brand-700 text-brand-800 hover:bg-brand-50">
                  {t("showAll", { count: hospitals.length + restCount })} <Icon name="chevron-down" className="h-4 w-4" />
                </Link>
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
