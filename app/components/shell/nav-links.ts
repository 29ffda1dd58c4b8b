import { FAMILY_PATH } from "../family/family-paths";
import { MY_DATA_PATH } from "../privacy/privacy-paths";
import { MY_HEALTH_PATH } from "../results/health-paths";

/** Spec 000 §1: the menu. Register leads to the WhatsApp sign-up, since the one-time-code login creates the account. */
export const NAV_LINKS = [
  { to: "/", key: "nav.home" },
  { to: "/services", key: "nav.services" },
  { to: "/track-order", key: "nav.trackOrder" },
  { to: "/about-us", key: "nav.aboutUs" },
  { to: "/contact-us", key: "nav.contact" },
] as const;

export const LOGIN_LINK = { to: "/login", key: "nav.login" } as const;
export const REGISTER_LINK = { to: "/login#register", key: "nav.register" } as const;

/** Issue #27: a logged-in patient's family, the people they book for. */
export const FAMILY_LINK = { to: FAMILY_PATH, key: "nav.family" } as const;

/** Issue #34: a logged-in patient's "My data", their rights over what is held about them. */
export const MY_DATA_LINK = { to: MY_DATA_PATH, key: "nav.myData" } as const;

/** Issue #28: a logged-in patient's "My health", their family's test values and trends. */
export const MY_HEALTH_LINK = { to: MY_HEALTH_PATH, key: "nav.myHealth" } as const;
