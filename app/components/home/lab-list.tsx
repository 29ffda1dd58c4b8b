import { Icon } from "../icons/icon";
import { useTranslation } from "../../i18n/react";
import { useKeptListKey } from "../../render/kept-list-key";
import { sameForEveryone } from "../../render/same-for-everyone";
import { formatKm } from "../../../core/geo/distance";
import { formatRupees } from "../../../core/format/format";
import { UNKNOWN_CITY } from "../../../core/catalog/group-labs-by-city";

export type LabCard = {
  id: number;
  name: string;
  address: string | null;
  phone: string | null;
  testTime: string | null;
  lat?: number | null;
  lon?: number | null;
  distanceKm: number | null;
  pricePaise: number | null;
};

/**
 * The labs a home view found, and, when there is no place to measure from, their towns (each a list of indexes into
 * `labs`). drawnOnServer in the loader: the page shows them through keptAsDrawn (app/render/kept-as-drawn.tsx).
 */
export type LabsFound = { labs: LabCard[]; cityGroups: { city: string; indexes: number[] }[] };

/** Home's list of labs; with towns, the newest labs grouped by their town (spec 001 §5), side by side on wide screens. */
export function LabsFoundView({ found }: { found: LabsFound }) {
  const { t } = useTranslation("home");
  if (found.labs.length === 0) return <p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-slate-600">{t("labs.empty")}</p>;
  if (found.cityGroups.length === 0) return <LabList labs={found.labs} />;
  return (
    <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
      {found.cityGroups.map((group) => (
        <div key={group.city} data-testid="lab-city-group" className="mt-8 min-w-0">
          <h3 className="text-lg font-semibold text-slate-800">
            {group.city === UNKNOWN_CITY ? t("labs.unknownCity") : t(`common:areas.${group.city}`, { defaultValue: group.city })}
          </h3>
          <LabList labs={group.indexes.flatMap((index) => found.labs[index] ?? [])} stacked />
        </div>
      ))}
    </div>
  );
}

/** Labs with address, phone, test timing, distance from the chosen place and a maps link (issue: home view). */
export function LabList({ labs, stacked = false }: { labs: readonly LabCard[]; stacked?: boolean }) {
  const listKey = useKeptListKey(labs.map((lab) => lab.id));
  return (
    <ul key={listKey} className={`grid gap-4 ${stacked ? "mt-4" : "mt-6 sm:grid-cols-2 lg:grid-cols-3"}`}>
      {labs.map((lab) => (
        <LabCardPart key={lab.id} lab={lab} />
      ))}
    </ul>
  );
}

/** One card. Its texts come from the translator: on the server it is a same-for-everyone part. */
export function LabCardItem({ lab }: { lab: LabCard }) {
  const { t } = useTranslation("home");
  return (
    <li data-testid="lab-card" className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      {/* On a phone the distance sits under the name, at the left: the floating call button covers the right-hand corner. */}
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:justify-between sm:gap-3">
        <h3 lang="en" className="min-w-0 text-lg font-semibold text-slate-900">
          {lab.name}
        </h3>
        {lab.distanceKm !== null ? (
          <span data-testid="lab-distance" className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-800">
            <Icon name="navigation" className="h-3.5 w-3.5" />
            {t("labs.distance", { km: formatKm(lab.distanceKm) })}
          </span>
        ) : null}
      </div>
      {lab.address ? (
        <p className="mt-2 flex gap-2 text-sm text-slate-600">
          <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
          <span lang="en">{lab.address}</span>
        </p>
      ) : null}
      {lab.testTime ? (
        <p className="mt-2 flex gap-2 text-sm text-slate-600">
          <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
          <span>
            {t("labs.timing")}: {lab.testTime}
          </span>
        </p>
      ) : null}
      {lab.pricePaise !== null ? (
        <p className="mt-2 flex gap-2 text-sm font-semibold text-slate-900">
          <Icon name="indian-rupee" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
          {t("labs.price", { price: formatRupees(lab.pricePaise) })}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {lab.phone ? (
          <a href={`tel:+91${lab.phone}`} className="btn-plain">
            <Icon name="phone" className="h-4 w-4" /> {t("labs.call")}
          </a>
        ) : null}
        {lab.lat != null && lab.lon != null ? (
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${lab.lat},${lab.lon}`}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-plain"
          >
            <Icon name="map-pin" className="h-4 w-4" /> {t("labs.map")}
          </a>
        ) : null}
      </div>
    </li>
  );
}

// The same for every visitor in a language, given the card's data: the server renders each card once.
const LabCardPart = sameForEveryone("lab-card", LabCardItem);
