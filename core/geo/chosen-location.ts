import type { PincodePlace } from "./pincode-lookup";
import { isValidPincode } from "./pincode";

export type ChosenLocation = { lat: number; lon: number; address: string; city: string; state: string; pincode: string };

/** Spec 000 §9: location cookies last one day. */
export const LOCATION_COOKIE_MAX_AGE_SECONDS = 86_400;

/**
 * Spec 000 §4: a location counts as set when selected_by is user and coordinates, address, city,
 * state and pincode are all stored. Cookies are only a hint for what to show nearby, never trusted for more.
 */
export function chosenLocationFromCookies(cookies: Record<string, string | undefined>): ChosenLocation | null {
  if (cookies.selected_by !== "user") return null;
  const lat = Number(cookies.lat);
  const lon = Number(cookies.lon ?? cookies.lng);
  const { address, city, state, pincode } = cookies;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) return null;
  if (!address || !city || !state || !pincode || !isValidPincode(pincode)) return null;
  return { lat, lon, address, city, state, pincode };
}

/** The cookie values that store a found place (spec 000 §4: lat, lon, address, city, state, pincode, selected_by=user). */
export function locationCookieValues(place: PincodePlace): Record<string, string> {
  return {
    lat: String(place.lat),
    lon: String(place.lon),
    lng: String(place.lon),
    address: place.address,
    city: place.city,
    state: place.state,
    pincode: place.pincode,
    country: place.country,
    selected_by: "user",
  };
}

/**
 * "Panishalahat, Raiganj 733134" for the top bar. `nameOf` gives a place's name in the reader's language where
 * there is one (our areas have Hindi and Bengali names); the pincode extract's other names stay as written.
 */
export function describeLocation(location: ChosenLocation, nameOf: (place: string) => string = (place) => place): string {
  const city = location.city === location.address ? "" : `, ${nameOf(location.city)}`;
  return `${nameOf(location.address)}${city} ${location.pincode}`;
}
