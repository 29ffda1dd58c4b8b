import type { AppLoadContext } from "react-router";
import { chosenLocationFromCookies, describeLocation } from "../../../core/geo/chosen-location";
import { findPinnedHospitals } from "../../../core/pharmacy/find-pinned-hospitals";
import { namespacesFor } from "../../i18n/catalog.server";
import type { HospitalsBlockData } from "./hospitals-block-data";
import { reportFailure } from "../../../core/errors/report-failure";

/**
 * The hospitals block's loader part (spec 001 §2.6), for any page: it brings its own catalog slice, so a
 * page adds the block with one loader field and one component line.
 */
export async function loadHospitalsBlock(context: AppLoadContext): Promise<HospitalsBlockData> {
  const chosen = chosenLocationFromCookies(context.cookies);
  const i18n = { lang: context.lang, namespace: "hospitals", resources: namespacesFor(context.lang, ["hospitals"]) };
  const near = chosen ? describeLocation(chosen) : null;
  try {
    const hospitals = await findPinnedHospitals(context.db, { from: chosen, now: new Date() });
    return { i18n, hospitals, near, error: null };
  } catch (error) {
    reportFailure(context, error, "hospitals not loaded");
    return { i18n, hospitals: [], near, error: "loadFailed" };
  }
}
