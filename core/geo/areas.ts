/** Spec 000 §2: the 27 footer areas, in the spec's order, each at its town's (or district seat's) coordinates. */
export const AREAS = [
  { name: "Raiganj", lat: 25.6185, lon: 88.1256 },
  { name: "Hemtabad", lat: 25.6136, lon: 88.0296 },
  { name: "Itahar", lat: 25.4333, lon: 88.1833 },
  { name: "Tungidighi", lat: 25.7386, lon: 88.0163 },
  { name: "Karandighi", lat: 25.8, lon: 87.9833 },
  { name: "Bamangram", lat: 25.0958, lon: 88.2002 },
  { name: "Kushamandi", lat: 25.45, lon: 88.3667 },
  { name: "Gangarampur", lat: 25.4, lon: 88.5167 },
  { name: "Harirampur", lat: 25.385, lon: 88.238 },
  { name: "Balurghat", lat: 25.222, lon: 88.77 },
  { name: "Radhikapur", lat: 25.5786, lon: 88.3598 },
  { name: "Bhatol", lat: 25.5472, lon: 88.2012 },
  { name: "Chanchol", lat: 25.3833, lon: 88.0333 },
  { name: "Islampur", lat: 26.2667, lon: 88.2 },
  { name: "Purulia", lat: 23.332, lon: 86.365 },
  { name: "Birbhum", lat: 23.91, lon: 87.53 },
  { name: "Bankura", lat: 23.2324, lon: 87.071 },
  { name: "Nadia", lat: 23.4058, lon: 88.4897 },
  { name: "Jalpaiguri", lat: 26.5167, lon: 88.7333 },
  { name: "Labpur", lat: 23.8167, lon: 87.8 },
  { name: "Shantiniketan", lat: 23.679, lon: 87.6855 },
  { name: "Siuri", lat: 23.91, lon: 87.53 },
  { name: "Rampurhat", lat: 24.17, lon: 87.78 },
  { name: "Murshidabad", lat: 24.1833, lon: 88.2667 },
  { name: "Dakshin Dinajpur", lat: 25.3521, lon: 88.5583 },
  { name: "Kolkata", lat: 22.5726, lon: 88.3639 },
  { name: "Howrah", lat: 22.5958, lon: 88.2636 },
] as const;

export type AreaName = (typeof AREAS)[number]["name"];

export function areaPath(name: string): string {
  return `/at/${encodeURIComponent(name)}`;
}

/** Spec 000 §9: the default place when the visitor has not chosen one. */
export const DEFAULT_PLACE = "West Bengal";
