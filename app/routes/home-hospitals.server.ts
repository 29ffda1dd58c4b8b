import type { AppLoadContext } from "react-router";
import { chosenLocationFromCookies, describeLocation } from "../../core/geo/chosen-location";
import { areaNameIn } from "../i18n/stored-values";
import { serverT } from "../i18n/server-t.server";
import { pageI18n } from "../i18n/page-i18n.server";
import { HOSPITAL_CARDS, SHOW_ALL_HOSPITALS, type HospitalsBlockData } from "../components/hospitals/hospitals-block-data";
import { reportFailure } from "../../core/errors/report-failure";
import { drawnOnServer } from "../render/drawn-on-server";

/**
 * The hospitals block's loader part (spec 001 §2.6), for any page: it brings its own catalog slice, so a
 * page adds the block with one loader field and one component line. The page keeps the server's drawing of it on a
 * first load (keptAsDrawn), so its data is drawnOnServer: the page's hand-over leaves it out.
 */
export async function loadHospitalsBlock(context: AppLoadContext, request: Request): Promise<HospitalsBlockData> {
  const showAll = new URL(request.url).searchParams.get(SHOW_ALL_HOSPITALS.name) === SHOW_ALL_HOSPITALS.value;
  const chosen = chosenLocationFromCookies(context.cookies);
  const i18n = pageI18n(context, "hospitals");
  const near = chosen ? describeLocation(chosen, areaNameIn(serverT(context.lang))) : null;
  try {
    const hospitals = await context.core.findPinnedHospitals({ from: chosen, now: new Date() });
    // The rest only when asked for, and then only a name, a link and a distance each: at 100 pinned hospitals
    // they would be more than the rest of the home page together.
    const rest = showAll ? hospitals.slice(HOSPITAL_CARDS).map(({ id, name, distanceKm }) => ({ id, name, distanceKm })) : [];
    return drawnOnServer({ i18n, hospitals: hospitals.slice(0, HOSPITAL_CARDS), rest, restCount: Math.max(0, hospitals.length - HOSPITAL_CARDS), near, error: null });
  } catch (error) {
    reportFailure(context, error, "hospitals not loaded");
    // Not drawnOnServer: the browser draws the failure too, for its toast.
    return { i18n, hospitals: [], rest: [], restCount: 0, near, error: "loadFailed" };
  }
}
