// The shape of every namespace, from the English catalogs: translation keys are checked against it by tsc
// (docs/decisions/0021-own-translator.md). Types only: nothing here reaches the browser bundle.
import type about from "./locales/en/about.json";
import type account from "./locales/en/account.json";
import type chamber from "./locales/en/chamber.json";
import type common from "./locales/en/common.json";
import type contact from "./locales/en/contact.json";
import type cookies from "./locales/en/cookies.json";
import type doctorCard from "./locales/en/doctorCard.json";
import type doctorProfile from "./locales/en/doctorProfile.json";
import type doctors from "./locales/en/doctors.json";
import type family from "./locales/en/family.json";
import type faq from "./locales/en/faq.json";
import type help from "./locales/en/help.json";
import type home from "./locales/en/home.json";
import type hospitals from "./locales/en/hospitals.json";
import type invoice from "./locales/en/invoice.json";
import type location from "./locales/en/location.json";
import type locations from "./locales/en/locations.json";
import type login from "./locales/en/login.json";
import type myData from "./locales/en/myData.json";
import type offline from "./locales/en/offline.json";
import type partnerRegister from "./locales/en/partnerRegister.json";
import type partners from "./locales/en/partners.json";
import type pharmacy from "./locales/en/pharmacy.json";
import type privacy from "./locales/en/privacy.json";
import type results from "./locales/en/results.json";
import type rights from "./locales/en/rights.json";
import type sandbox from "./locales/en/sandbox.json";
import type search from "./locales/en/search.json";
import type services from "./locales/en/services.json";
import type speciality from "./locales/en/speciality.json";
import type staff from "./locales/en/staff.json";
import type staffField from "./locales/en/staffField.json";
import type whatsappChat from "./locales/en/whatsappChat.json";
import type terms from "./locales/en/terms.json";
import type tests from "./locales/en/tests.json";
import type trackOrder from "./locales/en/trackOrder.json";
import type tracking from "./locales/en/tracking.json";
import type unavailable from "./locales/en/unavailable.json";
import type verify from "./locales/en/verify.json";
import type vip from "./locales/en/vip.json";

/** Every namespace, as app/i18n/locales/en/{namespace}.json holds it (app/i18n/text-keys.test.ts checks the list). */
export type EnglishCatalogs = {
  about: typeof about;
  account: typeof account;
  chamber: typeof chamber;
  common: typeof common;
  contact: typeof contact;
  cookies: typeof cookies;
  doctorCard: typeof doctorCard;
  doctorProfile: typeof doctorProfile;
  doctors: typeof doctors;
  family: typeof family;
  faq: typeof faq;
  help: typeof help;
  home: typeof home;
  hospitals: typeof hospitals;
  invoice: typeof invoice;
  location: typeof location;
  locations: typeof locations;
  login: typeof login;
  myData: typeof myData;
  offline: typeof offline;
  partnerRegister: typeof partnerRegister;
  partners: typeof partners;
  pharmacy: typeof pharmacy;
  privacy: typeof privacy;
  results: typeof results;
  rights: typeof rights;
  sandbox: typeof sandbox;
  search: typeof search;
  services: typeof services;
  speciality: typeof speciality;
  staff: typeof staff;
  staffField: typeof staffField;
  whatsappChat: typeof whatsappChat;
  terms: typeof terms;
  tests: typeof tests;
  trackOrder: typeof trackOrder;
  tracking: typeof tracking;
  unavailable: typeof unavailable;
  verify: typeof verify;
  vip: typeof vip;
};

export type Namespace = keyof EnglishCatalogs;

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
/** A plural form (key_one, key_other) is asked for by its base key with a count. */
type AskedAs<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base | K : K;

/** The dotted paths of a catalog's texts ("form.privacy"). */
type TextPaths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? AskedAs<`${Prefix}${K}`> : TextPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The dotted paths of a catalog's subtrees and texts: what `returnObjects` may ask for. */
type AllPaths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? AskedAs<`${Prefix}${K}`> : `${Prefix}${K}` | AllPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type OwnKeys<N extends Namespace> = N extends Namespace ? TextPaths<EnglishCatalogs[N]> : never;
type OtherNamespaceKeys = { [M in Namespace]: `${M}:${TextPaths<EnglishCatalogs[M]>}` }[Namespace];

/** The keys a t of namespace N reads: its own, and any namespace's as "ns:key". */
export type TextKey<N extends Namespace = Namespace> = OwnKeys<N> | OtherNamespaceKeys;
export type SubtreeKey<N extends Namespace = Namespace> = N extends Namespace ? AllPaths<EnglishCatalogs[N]> : never;

/**
 * K when it names a text: a literal key must exist; a key built from a template (`faq.${id}.q`) must match at
 * least one key, and each member of a union of keys must exist. A key typed plain `string` is not checked.
 */
export type CheckedKey<Keys extends string, K extends string> = K extends unknown ? ([Extract<Keys, K>] extends [never] ? never : K) : never;
