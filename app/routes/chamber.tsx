import { randomBytes } from "node:crypto";
import { Icon } from "../components/icons/icon";
import { data } from "react-router";
import { Link } from "../components/link";
import { addDays, kolkataDay } from "../../core/time/kolkata-day";
import { BOOKING_WINDOW_DAYS } from "../../core/time/booking-window";
import type { DoctorCard } from "../../core/doctors/doctor-card";
import { chosenLocationFromCookies } from "../../core/geo/chosen-location";
import { formatKm, type Point } from "../../core/geo/distance";
import { parsePlaceId, type PlaceDetail } from "../../core/pharmacy/get-place";
import { mapsLink } from "../../core/pharmacy/place-card";
import { DoctorGrid } from "../components/doctors/doctor-grid";
import { LoadError } from "../components/home/load-error";
import { PageHero } from "../components/page-hero";
import { AppointmentForm } from "../components/pharmacy/appointment-form";
import { handlePharmacyAppointment } from "./chamber.server";
import { OpenBadge } from "../components/pharmacy/open-badge";
import { PlacePhoto } from "../components/pharmacy/place-photo";
import { phoneHref } from "../components/pharmacy/place-grid";
import { PatientReviews, ServicesOffered } from "../components/pharmacy/place-static-sections";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/chamber";
import { reportFailure } from "../../core/errors/report-failure";

const NAMESPACES = { alsoNamespaces: ["hospitals", "doctorCard"] } as const;

/** Distances on this page are from the pincode in the address (spec 001 §2.9), else the visitor's chosen place. */
async function distanceOrigin(context: Route.LoaderArgs["context"], pincode: string | null): Promise<Point | null> {
  const { origin } = await context.core.resolveOrigin({ pincode, chosen: chosenLocationFromCookies(context.cookies) });
  return origin?.point ?? null;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = parsePlaceId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const pincode = new URL(request.url).searchParams.get("pincode")?.trim() || null;
  const now = new Date();
  const today = kolkataDay(now).date;
  const dates = { today, lastDay: addDays(today, BOOKING_WINDOW_DAYS) };

  let place: PlaceDetail | null;
  let from: Point | null;
  try {
    from = await distanceOrigin(context, pincode);
    place = await context.core.getPlace({ id, from, now, lang: context.lang });
  } catch (error) {
    reportFailure(context, error, "place not loaded");
    return { ...pageData(context, request, "chamber", NAMESPACES), ...dates, pincode, place: null, doctors: [] as DoctorCard[], doctorsError: false, requestKey: "" };
  }
  if (!place) throw data(null, { status: 404 });

  let doctors: DoctorCard[] = [];
  let doctorsError = false;
  try {
    doctors = await context.core.findDoctorsAtPlace({ oid: place.id, now, from });
  } catch (error) {
    reportFailure(context, error, "doctors at place not loaded");
    doctorsError = true;
  }
  const seoKey = place.type === "Hospital" ? "seoHospital" : "seoPharmacy";
  const values = { name: place.name, city: place.city ?? place.address ?? "" };
  const requestKey = randomBytes(18).toString("base64url");
  return { ...pageData(context, request, "chamber", { ...NAMESPACES, seoKey, values }), ...dates, pincode, place, doctors, doctorsError, requestKey };
}

export function action({ request, context, params }: Route.ActionArgs) {
  const id = parsePlaceId(params.id);
  if (id === null) throw data(null, { status: 404 });
  return handlePharmacyAppointment({ request, context, placeId: id });
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** The appointment form carries a one-time request key: no cache may hand the same page to two visitors. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

const FORM_ID = "appointment";

/** A small box around the point for OpenStreetMap's embed (about 1 km each way). */
function osmEmbed(point: Point): string {
  const d = 0.008;
  const bbox = [point.lon - d, point.lat - d, point.lon + d, point.lat + d].map((n) => n.toFixed(5)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${point.lat},${point.lon}`;
}

export default function PlacePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  const { place, doctors, doctorsError, pincode, today, lastDay, requestKey } = loaderData;
  const back = place?.type === "Hospital" ? { to: "/#hospitals", label: t("backHospitals") } : { to: `/pharmacy${pincode ? `?pincode=${encodeURIComponent(pincode)}` : ""}`, label: t("back") };
  if (!place) {
    return (
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")}>
        <LoadError message={t("loadFailed")} />
      </PageHero>
    );
  }
  return (
    <>
      <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-8 sm:py-12">
          <Link to={back.to} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline">
            <Icon name="arrow-left" className="h-4 w-4" /> {back.label}
          </Link>
          <div className="mt-4 grid gap-8 lg:grid-cols-5 lg:items-start">
            <div className="lg:col-span-2">
              <PlacePhoto photo={place.photo} type={place.type} />
            </div>
            <div className="lg:col-span-3">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t(`type.${place.type}`)}</p>
              <h1 lang="en" className="mt-1 text-balance text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
                {place.name}
              </h1>
              <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
                <OpenBadge t={t} hours={place.hours} />
                <p className="flex items-center gap-1 text-sm text-slate-700">
                  <Icon name="star-filled" className="h-4 w-4 text-amber-400" />
                  {place.rating !== null ? t("hospitals:card.rating", { rating: place.rating.toFixed(1), count: place.ratedBy }) : t("hospitals:card.noRating")}
                </p>
                {place.distanceKm !== null ? (
                  <p className="flex items-center gap-1 text-sm text-slate-700">
                    <Icon name="navigation" className="h-4 w-4 text-brand-700" />
                    {t("distance", { km: formatKm(place.distanceKm) })}
                  </p>
                ) : null}
              </div>
              {place.about ? (
                <>
                  <h2 className="sr-only">{t("about")}</h2>
                  {/* The provider's own text: in the visitor's language when given, else English, marked so on hi and bn pages. */}
                  <p lang={place.aboutLang} className="mt-4 max-w-2xl text-lg text-slate-700">
                    {place.about}
                  </p>
                </>
              ) : null}
              <div className="mt-6 flex flex-wrap gap-3">
                <a href={`#${FORM_ID}`} className="btn bg-brand-700 text-white shadow-sm hover:bg-brand-800">
                  {t("appointment.heading")}
                </a>
                {place.phone ? (
                  <a href={phoneHref(place.phone)} className="btn border border-brand-700 bg-white text-brand-800 hover:bg-brand-50">
                    <Icon name="phone" className="h-5 w-5" /> {t("hospitals:card.call")}
                  </a>
                ) : null}
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="address-heading" className="container-page py-10">
        <h2 id="address-heading" className="text-2xl font-bold text-slate-900">
          {t("address.heading")}
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-3">
          <div className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            {place.address ? (
              <p className="flex gap-2 text-slate-700">
                <Icon name="map-pin" className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
                <span lang="en">
                  {place.address}
                  {place.pincode && !place.address.includes(place.pincode) ? ` ${place.pincode}` : ""}
                </span>
              </p>
            ) : null}
            {place.phone ? (
              <p className="flex gap-2">
                <Icon name="phone" className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
                <a href={phoneHref(place.phone)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {place.phone}
                </a>
              </p>
            ) : null}
            {place.email ? (
              <p className="flex gap-2">
                <Icon name="mail" className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
                <a href={`mailto:${place.email}`} className="font-semibold [overflow-wrap:anywhere] text-brand-700 underline-offset-2 hover:underline">
                  {place.email}
                </a>
              </p>
            ) : null}
            {place.point ? (
              <a href={mapsLink(place.point)} target="_blank" rel="noopener noreferrer" className="btn-plain">
                <Icon name="map-pin" className="h-4 w-4" /> {t("hospitals:card.directions")}
              </a>
            ) : null}
          </div>
          {place.point ? (
            <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:col-span-2">
              <iframe src={osmEmbed(place.point)} title={t("address.map", { name: place.name })} loading="lazy" referrerPolicy="no-referrer" className="block h-72 w-full border-0 sm:h-80" />
            </div>
          ) : (
            <p className="rounded-2xl bg-white p-5 text-slate-600 shadow-sm ring-1 ring-slate-200 lg:col-span-2">{t("address.noMap")}</p>
          )}
        </div>
      </section>

      <div className="container-page space-y-12 pb-12">
        <ServicesOffered t={t} type={place.type} />
        <PatientReviews t={t} />
      </div>

      <section id={FORM_ID} aria-labelledby={`${FORM_ID}-heading`} className="scroll-mt-20 bg-brand-50 py-12">
        <div className="container-page grid gap-8 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <h2 id={`${FORM_ID}-heading`} className="text-2xl font-bold text-slate-900">
              {t("appointment.heading")}
            </h2>
            <p className="mt-2 text-slate-700">{t("appointment.intro", { name: place.name })}</p>
          </div>
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-3">
            <AppointmentForm t={t} actionData={actionData} anchor={FORM_ID} today={today} lastDay={lastDay} requestKey={requestKey} />
          </div>
        </div>
      </section>

      <section aria-labelledby="doctors-heading" className="container-page py-12">
        <h2 id="doctors-heading" className="text-2xl font-bold text-slate-900">
          {t("doctors.heading")}
        </h2>
        <div className="mt-6">
          {doctorsError ? (
            <LoadError message={t("doctors.loadFailed")} />
          ) : doctors.length > 0 ? (
            <DoctorGrid t={t} doctors={doctors} perRow={4} loadMore={false} />
          ) : (
            <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-600">{t("doctors.empty")}</p>
          )}
        </div>
      </section>
    </>
  );
}
