import type { AppLoadContext } from "react-router";
import type { DoctorCard } from "../../core/doctors/doctor-card";
import { chosenLocationFromCookies } from "../../core/geo/chosen-location";
import type { ListPlace } from "../../core/geo/list-place";
import { reportFailure } from "../../core/errors/report-failure";

export type DoctorListData = { doctors: DoctorCard[]; suggestions: string[]; placeLabel: string | null; loadError: boolean };

/** What the speciality and search pages load besides their own list: the place (query or chosen) and the suggestions; a failure becomes the error toast. */
export async function loadDoctorList(
  context: AppLoadContext,
  request: Request,
  find: (place: ListPlace | null) => Promise<DoctorCard[]>,
): Promise<DoctorListData> {
  try {
    const place = await context.core.listPlaceOf(new URL(request.url).searchParams, chosenLocationFromCookies(context.cookies));
    const [doctors, suggestions] = await Promise.all([find(place), context.core.listSpecialitySuggestions()]);
    return { doctors, suggestions, placeLabel: place?.label ?? null, loadError: false };
  } catch (error) {
    reportFailure(context, error, "doctors not loaded");
    return { doctors: [], suggestions: [], placeLabel: null, loadError: true };
  }
}
