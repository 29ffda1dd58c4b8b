import { serialize } from "cookie";
import { cookieOptions } from "../../core/session/cookie-options";
import { data, redirect } from "react-router";
import { findPincode, nearestPincode } from "../../core/geo/pincode-lookup";
import { LOCATION_COOKIE_MAX_AGE_SECONDS, locationCookieValues } from "../../core/geo/chosen-location";
import { isValidPincode } from "../../core/geo/pincode";
import { LocationForm, type LocationActionData } from "../components/location/location-form";
import { PageHero } from "../components/page-hero";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { safeRedirectPath } from "../lib/safe-redirect";
import { seoMeta } from "../lib/seo";
import { withCookies } from "../lib/session.server";
import type { Route } from "./+types/location";

/** GET /location?pin=733134 answers a pincode lookup (the popup loads it as it is typed); without ?pin it is the page itself. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const pin = new URL(request.url).searchParams.get("pin") ?? "";
  const lookup = isValidPincode(pin) ? { pin, place: await findPincode(context.db, pin) } : null;
  return { ...pageData(context, request, "location", { noindex: true }), lookup };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** Stores the chosen place in the location cookies for one day and returns to the page the visitor was on. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const pincode = String(form.get("pincode") ?? "");
  const lat = Number(form.get("lat"));
  const lon = Number(form.get("lon"));
  const place =
    form.get("lat") !== null
      ? Number.isFinite(lat) && Number.isFinite(lon) && !(lat === 0 && lon === 0)
        ? await nearestPincode(context.db, { lat, lon })
        : null
      : await findPincode(context.db, pincode);
  if (!place) {
    const error = form.get("lat") !== null ? "locationOutside" : isValidPincode(pincode) ? "pincodeNotFound" : "pincodeInvalid";
    return data<LocationActionData>({ error, pincode }, { status: 400 });
  }
  const options = cookieOptions(LOCATION_COOKIE_MAX_AGE_SECONDS, { secure: context.secureCookies });
  const cookies = Object.entries(locationCookieValues(place)).map(([name, value]) => serialize(name, value, options));
  return redirect(redirectTo, withCookies(cookies));
}

export default function LocationPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageT(loaderData.i18n);
  return (
    <>
      <PageHero title={t("hero.title")} subtitle={t("hero.subtitle")} />
      <section className="container-page max-w-xl py-8">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <LocationForm result={actionData ?? undefined} />
        </div>
      </section>
    </>
  );
}
