import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** Spec 000 §2: the home view (lab and test discovery) answers on all of these. */
const LAB_PREFIXES = ["lab", "laboratory", "pathology"] as const;
const HOME_VIEW_PATHS = [
  "/at/:ct",
  "/place/:ct",
  "/lab/:ct",
  "/nearby/:ct",
  "/blood-test/:ct",
  "/labs-at/:ct",
  "/laboratory/:ct",
  "/pathology/:ct",
  "/:ty/:ct",
  "/test/:ty",
  ...LAB_PREFIXES.map((prefix) => `/${prefix}/:ct/test/:ty`),
  ...LAB_PREFIXES.map((prefix) => `/${prefix}/:ct/:cent/test/:ty`),
  ...LAB_PREFIXES.map((prefix) => `/${prefix}/nearby/:ct/:cent/test/:ty`),
  "/nearby-labs",
  "/nearby-blood-test",
  "/blood-test-at-home",
  "/test",
  "/blood-sample",
];

export const homeViewPaths: readonly string[] = HOME_VIEW_PATHS;

export default [
  index("routes/home.tsx", { id: "home" }),
  route("/:lang", "routes/home.tsx", { id: "home-lang" }),
  ...HOME_VIEW_PATHS.map((path) => route(path, "routes/home.tsx", { id: `home:${path}` })),

  route("/language", "routes/language.ts"),
  route("/services", "routes/services.tsx"),
  route("/pharmacy", "routes/pharmacy.tsx"),
  route("/nearby-pharmacy", "routes/pharmacy.tsx", { id: "nearby-pharmacy" }),
  route("/speciality/:specaility", "routes/speciality.tsx"),
  route("/search/:query", "routes/search.tsx"),
  route("/track-order", "routes/track-order.tsx"),
  route("/doctors", "routes/doctors.tsx"),
  route("/contact-us", "routes/contact-us.tsx"),
  route("/about-us", "routes/about-us.tsx"),
  route("/faq", "routes/faq.tsx"),
  route("/we-are-in", "routes/service-locations.tsx"),
  route("/service-locations", "routes/service-locations.tsx", { id: "service-locations" }),
  route("/partners", "routes/partners.tsx"),
  route("/register/partner", "routes/partner-register.tsx"),
  route("/partner/:category", "routes/partner-register.tsx", { id: "partner-category" }),
  route("/doctor/:id/profile", "routes/doctor-profile.tsx"),
  route("/chamber/:id", "routes/chamber.tsx"),
  route("/trace/:type/:id", "routes/trace.tsx"),
  route("/vip", "routes/vip.tsx"),
  route("/privacy-policy", "routes/privacy-policy.tsx"),
  route("/help-and-support", "routes/help-and-support.tsx"),
  route("/terms-and-conditions", "routes/terms-and-conditions.tsx"),
  route("/cookie-policy", "routes/cookie-policy.tsx"),
  route("/login", "routes/login.tsx"),
  route("/logout", "routes/logout.tsx"),
  route("/forgot-password", "routes/forgot-password.tsx"),
  route("/account/password", "routes/account-password.tsx"),
  route("/dev/outbox", "routes/dev-outbox.tsx"),
  route("/404", "routes/not-found.tsx", { id: "not-found-page" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
