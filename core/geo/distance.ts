/** Spec 001 §9: Earth radius 6371 km. */
export const EARTH_RADIUS_KM = 6371;

export type Point = { lat: number; lon: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Spec 001 §2.7: distance in km with one decimal ("3.4"). */
export function formatKm(km: number): string {
  return km.toFixed(1);
}

/** The latitude/longitude box that holds every point within `km` of the centre (for an index range scan). */
export function boundingBox(centre: Point, km: number): { minLat: number; maxLat: number; minLon: number; maxLon: number } {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const dLon = dLat / Math.max(Math.cos(radians(centre.lat)), 0.01);
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLon: centre.lon - dLon, maxLon: centre.lon + dLon };
}

/** "25.62,88.12" (the spec's map column) → a point; anything malformed → null. */
export function parseMapPoint(map: string | null | undefined): Point | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(map ?? "");
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) return null;
  return { lat, lon };
}
