import { serialize } from "cookie";
import { cookieOptions } from "../../core/session/cookie-options";
import { redirect } from "react-router";
import { LOCATION_ERROR, locationFormSchema } from "../../core/geo/location-form-schema";
import { LOCATION_COOKIE_MAX_AGE_SECONDS, locationCookieValues } from "../../core/geo/chosen-location";
import { LocationForm } from "../components/location/location-form";
import { formAction } from "../lib/form-action.server";
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
  // Six digits are well-formed; whether such a pincode exists is the lookup's answer (000000: not found).
  const lookup = /^\d{6}$/.test(pin) ? { pin, place: await context.core.findPincode(pin) } : null;
  return { ...pageData(context, request, "location", { noindex: true }), lookup };
}

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

/** Stores the chosen place in the location cookies for one day and returns to the page the visitor was on. */
export function action({ context, request }: Route.ActionArgs) {
  return formAction({
    request,
    context,
    schema: locationFormSchema,
    what: "location not chosen",
    errorFields: { pincodeNotFound: "pincode", locationOutside: "pincode" },
    errorKeys: { pincodeNotFound: LOCATION_ERROR.pincodeNotFound, locationOutside: LOCATION_ERROR.locationOutside },
    run: async (form) => {
      const place = await context.core.chooseLocation(form);
      const options = cookieOptions(LOCATION_COOKIE_MAX_AGE_SECONDS, { secure: context.secureCookies });
      const cookies = Object.entries(locationCookieValues(place)).map(([name, value]) => serialize(name, value, options));
      return redirect(safeRedirectPath(form.redirectTo), withCookies(cookies));
    },
  });
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
