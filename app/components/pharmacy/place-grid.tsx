import { Icon } from "../icons/icon";
import { Link } from "../link";
import { useTranslation } from "../../i18n/react";
import { useKeptListKey } from "../../render/kept-list-key";
import { sameForEveryone } from "../../render/same-for-everyone";
import { formatKm } from "../../../core/geo/distance";
import { mapsLink, type PlaceCard } from "../../../core/pharmacy/place-card";
import { OpenBadge } from "./open-badge";

/** Ten digits are an Indian number without its country code; anything else is dialled as written. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return /^\d{10}$/.test(digits) ? `tel:+91${digits}` : `tel:${digits}`;
}

type Props = {
  places: readonly PlaceCard[];
  /** Added to each 'View Details' address (spec 001 §2.9: /chamber/{id} takes an optional pincode). */
  pincode?: string | null;
  /** Each card gets the id `${idPrefix}-${n}` (n from 1), so 'Load more' can open at the first new one. */
  idPrefix?: string;
  testId?: string;
};

/** Spec 001 §2.6, §2.7: pharmacy and hospital cards, 1 column on small screens, 2 on medium, 4 on large. */
export function PlaceGrid({ places, pincode, idPrefix, testId = "place-card" }: Props) {
  const query = pincode ? `?pincode=${encodeURIComponent(pincode)}` : "";
  const listKey = useKeptListKey(places.map((place) => place.id));
  return (
    <ul key={listKey} className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
      {places.map((place, index) => (
        <PlaceCardPart key={place.id} place={place} query={query} id={idPrefix ? `${idPrefix}-${index + 1}` : undefined} testId={testId} />
      ))}
    </ul>
  );
}

/** One card. Its texts come from the translator: on the server it is a same-for-everyone part. */
export function PlaceCardItem({ place, query, id, testId }: { place: PlaceCard; query: string; id: string | undefined; testId: string }) {
  const { t } = useTranslation("hospitals");
  return (
    <li
      id={id}
      data-testid={testId}
      className="flex scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      {/* On a phone the distance sits under the name, at the left: the floating call button covers the right-hand corner. */}
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:justify-between sm:gap-3">
        <h3 data-testid="place-name" lang="en" className="min-w-0 text-base font-semibold leading-snug text-slate-900">
          {place.name}
        </h3>
        {place.distanceKm !== null ? (
          <span data-testid="place-distance" className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-800">
            <Icon name="navigation" className="h-3.5 w-3.5" />
            {t("hospitals:card.distance", { km: formatKm(place.distanceKm) })}
          </span>
        ) : null}
      </div>
      <div className="mt-2">
        <OpenBadge t={t} hours={place.hours} />
      </div>
      <p data-testid="place-rating" className="mt-2 flex items-center gap-1 text-sm text-slate-700">
        <Icon name="star-filled" className="h-4 w-4 text-amber-400" />
        {place.rating !== null ? t("hospitals:card.rating", { rating: place.rating.toFixed(1), count: place.ratedBy }) : t("hospitals:card.noRating")}
      </p>
      {place.address ? (
        <p className="mt-2 flex gap-2 text-sm text-slate-600">
          <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
          <span lang="en">{place.address}</span>
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link to={`/chamber/${place.id}${query}`} className="btn bg-brand-700 py-2 text-sm text-white hover:bg-brand-800" aria-label={`${t("hospitals:card.viewDetails")}: ${place.name}`}>
          {t("hospitals:card.viewDetails")}
        </Link>
        {place.point ? (
          <a href={mapsLink(place.point)} target="_blank" rel="noopener noreferrer" className="btn-plain">
            <Icon name="map-pin" className="h-4 w-4" /> {t("hospitals:card.directions")}
          </a>
        ) : null}
        {place.phone ? (
          <a href={phoneHref(place.phone)} className="btn-plain">
            <Icon name="phone" className="h-4 w-4" /> {t("hospitals:card.call")}
          </a>
        ) : null}
      </div>
    </li>
  );
}

// The same for every visitor in a language, given the card's data: the server renders each card once.
const PlaceCardPart = sameForEveryone("place-card", PlaceCardItem);
