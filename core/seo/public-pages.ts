import { TEST_CATALOGUE } from "../catalog/test-catalogue";
import { SPECIALITIES } from "../doctors/specialities";
import { AREAS, areaPath } from "../geo/areas";

/** The public, indexable pages for the sitemap. Pages behind login, logout and the 404 page are left out. */
export const PUBLIC_PAGES: readonly string[] = [
  "/",
  "/en",
  "/hi",
  "/bn",
  "/services",
  "/doctors",
  "/pharmacy",
  "/nearby-labs",
  "/nearby-blood-test",
  "/blood-test-at-home",
  "/blood-sample",
  "/test",
  "/track-order",
  "/contact-us",
  "/about-us",
  "/faq",
  "/help-and-support",
  "/we-are-in",
  "/partners",
  "/vip",
  "/privacy-policy",
  "/terms-and-conditions",
  "/cookie-policy",
  ...AREAS.map((area) => areaPath(area.name)),
  ...TEST_CATALOGUE.map((test) => `/test/${test.slug}`),
  ...SPECIALITIES.map((speciality) => `/speciality/${speciality.slug}`),
  // Spec 001 §2.1: pages for a test in a city ("Lipid Profile test in Raiganj").
  ...AREAS.flatMap((area) => TEST_CATALOGUE.map((test) => `/lab/${encodeURIComponent(area.name)}/test/${test.slug}`)),
];
