import { Icon } from "../icons/icon";
import type { TFunction } from "../../i18n/translator/t-function";
import { Link } from "../link";
import { areaPath } from "../../../core/geo/areas";

/** The helpful answer to an address whose words we do not know: the nearest matches, and ways on. */
export function Suggestions({ t, word, places, tests }: { t: TFunction; word: string; places: string[]; tests: { slug: string; name: string }[] }) {
  return (
    <section className="container-page py-10">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon name="search-x" className="h-6 w-6 text-pink-600" />
          {t("unknown.title", { word })}
        </h1>
        {places.length > 0 ? (
          <>
            <p className="mt-4 text-slate-700">{t("unknown.places")}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {places.map((place) => (
                <li key={place}>
                  <Link to={areaPath(place)} className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 font-medium text-brand-800 hover:bg-brand-50">
                    {place}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {tests.length > 0 ? (
          <>
            <p className="mt-4 text-slate-700">{t("unknown.tests")}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {tests.map((test) => (
                <li key={test.slug}>
                  <Link to={`/test/${test.slug}`} className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 font-medium text-brand-800 hover:bg-brand-50">
                    {test.name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/test" className="btn bg-brand-700 text-white hover:bg-brand-800">
            {t("unknown.allTests")}
          </Link>
          <Link to="/nearby-labs" className="btn border border-slate-300 text-slate-800 hover:bg-slate-50">
            {t("unknown.nearbyLabs")}
          </Link>
        </div>
      </div>
    </section>
  );
}
