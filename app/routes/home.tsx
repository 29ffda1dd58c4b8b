import { Icon } from "../components/icons/icon";
import { data, redirect } from "react-router";
import { Link } from "../components/link";
import type { HomeView } from "../../core/catalog/build-home-view";
import { wordsOf } from "../../core/catalog/resolve-route-words";
import { chosenLocationFromCookies, describeLocation } from "../../core/geo/chosen-location";
import { areaNameIn } from "../i18n/stored-values";
import { isLanguage } from "../../core/i18n/language";
import type { BookingView } from "../components/booking/booking-view";
import { handleBooking } from "./booking-sample-request.server";
import { loadBookingView } from "./home.server";
import { CatalogueList } from "../components/home/catalogue-list";
import { groupLabsByCity } from "../../core/catalog/group-labs-by-city";
import { LoadError } from "../components/home/load-error";
import { loadHospitalsBlock } from "./home-hospitals.server";
import { loadBasketBlock } from "./home-basket.server";
import { serverT } from "../i18n/server-t.server";
import { usePageT } from "../i18n/page-i18n";
import { pageData } from "../lib/page.server";
import { seoMeta } from "../lib/seo";
import { safeRedirectPath } from "../lib/safe-redirect";
import { useSearchWith } from "../lib/use-search-with";
import { flashCookie, getUser, withCookies } from "../lib/session.server";
import type { Route } from "./+types/home";
import { drawnOnServer } from "../render/drawn-on-server";
import { keptAsDrawnLater } from "../render/kept-as-drawn";
import { hydrateLater } from "../render/hydrate-later";
import { HomeFaq, HowItWorks, Preparation } from "../components/home/home-static-sections";
import { reportFailure } from "../../core/errors/report-failure";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLanguage(params.lang)) throw data(null, { status: 404 });
  const { lang } = context;
  const user = await getUser(context);
  const chosen = chosenLocationFromCookies(context.cookies);
  const t = serverT(lang);
  const url = new URL(request.url);
  const isCatalogue = url.pathname === "/test";
  // The 'more labs' link: a plain address, so it works before (and without) JavaScript.
  const allLabs = url.searchParams.get("labs") === "all";
  // What every answer of this page carries; each branch below adds or overrides its own parts.
  const common = {
    support: context.brand,
    user: user ? { name: user.name, phone: user.phone } : null,
    labsError: null as string | null,
    test: null,
    catalogue: [],
    chosenPlace: null,
    booking: null as BookingView | null,
    basketBlock: null as Awaited<ReturnType<typeof loadBasketBlock>> | null,
  };

  let view: HomeView;
  try {
    view = await context.core.buildHomeView({ ct: params.ct, ty: params.ty, cent: params.cent }, chosen, { allLabs });
  } catch (error) {
    reportFailure(context, error, "home view not loaded");
    // The patient can still book (from no lab list) and see their requests when the labs could not be read.
    const booking = user ? await loadBookingView(context, request, { user, labs: [], chosen }).catch(() => null) : null;
    return data({ ...pageData(context, request, "home", { noindex: user !== null }), ...common, view: null, labsError: "labs.loadFailed", booking }, user ? PRIVATE : undefined);
  }
  if (view.kind === "notFound") throw data(null, { status: 404 });

  const placeName = (name: string, isArea: boolean) => (isArea ? t(`common:areas.${name}`) : name);
  const testName = (slug: string, fallback: string) => t(`tests:tests.${slug}.name`, { defaultValue: fallback });

  if (view.kind === "unknown") {
    const word = wordsOf(view.words.place ?? view.words.test ?? view.words.lab ?? "");
    return data(
      {
        ...pageData(context, request, "home", { seoKey: "seoUnknown", values: { word }, noindex: true }),
        ...common,
        view: { ...view, word, testSuggestions: view.testSuggestions.map((s) => ({ slug: s.slug, name: testName(s.slug, s.name) })) },
      },
      { status: 404 },
    );
  }

  const place = view.lab ? view.lab.name : view.place ? placeName(view.place.name, view.place.isArea) : "";
  const test = view.test
    ? {
        slug: view.test.slug,
        name: testName(view.test.slug, view.test.name),
        info: drawnOnServer({
          name: testName(view.test.slug, view.test.name),
          measures: t(`tests:tests.${view.test.slug}.measures`),
          preparation: t(`tests:tests.${view.test.slug}.preparation`),
          pricePaise: view.test.pricePaise,
          fastingHours: view.test.fastingHours,
          turnaroundHours: view.test.turnaroundHours,
          sampleType: view.test.sampleType,
        }),
      }
    : null;
  const seoKey = place && test ? "seoPlaceTest" : place ? "seoPlace" : test ? "seoTest" : isCatalogue ? "seoCatalogue" : "seo";
  const catalogue = isCatalogue ? (await context.core.listCatalogue()).map((entry) => ({ ...entry, name: testName(entry.slug, entry.name) })) : [];
  const basketBlock = await loadBasketBlock(context, request, { labs: view.lab ? [view.lab] : view.labs, test: view.test, catalogue: isCatalogue, testName });
  const booking = user ? await loadBookingView(context, request, { user, labs: view.labs, chosen }) : null;
  return data({
    // A logged-in patient's home holds their own requests (My Lab Tests): a personal page is never indexed.
    ...pageData(context, request, "home", { seoKey, values: { place, test: test?.name ?? "" }, noindex: user !== null }),
    ...common,
    view: {
      kind: "labs" as const,
      place,
      from: view.from,
      moreLabs: view.moreLabs,
      found: drawnOnServer({
        labs: view.labs,
        // Grouped here, not in the browser: sorting the towns by locale loads collation data, 80 ms on a 4x-slowed phone.
        cityGroups: view.from === null ? groupLabsByCity(view.labs.map((lab, index) => ({ city: lab.city, index }))).map((group) => ({ city: group.city, indexes: group.labs.map((lab) => lab.index) })) : [],
      }),
    },
    test,
    catalogue,
    chosenPlace: chosen ? describeLocation(chosen, areaNameIn(t)) : null,
    hospitals: await loadHospitalsBlock(context, request),
    booking: booking ? { ...booking, basket: basketBlock.basket, basketBack: basketBlock.back } : null,
    basketBlock,
  }, user || basketBlock.basket ? PRIVATE : undefined);
}

/** A page with the patient's own requests and form is theirs alone: no shared cache may keep it. */
const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * Spec 001 §7 Create booking without JavaScript: a multipart post to /booking (the one page path with the upload's
 * body cap; every other home-view path keeps the 64 KB of text forms), carrying the page it came from in `back`.
 * Success goes back to that page (a reload then cannot post again) showing the new request; a refusal shows the
 * form with its messages here.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const answer = await handleBooking(request, context);
  if (answer instanceof Response) return answer;
  if (answer.data.ok) {
    const back = safeRedirectPath(new URL(request.url).searchParams.get("back")).split(/[?#]/)[0];
    // The new request shows in place of the form (?booked=, read against the patient's own list), as after the upload.
    return redirect(`${back}?booked=${answer.data.id}#booking`, withCookies([flashCookie(context, "sampleRequestCreated")], { status: 303 }));
  }
  return answer;
}

// Only for a word that names no place or test.
const Suggestions = hydrateLater(() => import("../components/home/suggestions").then((module) => module.Suggestions));
// Below the fold: their code (the booking and login forms, the hospital cards) loads after the page is interactive.
const BookingSection = hydrateLater(() => import("../components/booking/booking-section").then((module) => module.BookingSection));
// The basket's parts are plain forms that work as HTML before their code arrives (home's first-load budget).
const BasketPanel = hydrateLater(() => import("../components/basket/basket-panel").then((module) => module.BasketPanel));
// Kept as the server drew them on a first load (cards, links and plain forms that need no script): the page carries
// no data for them, and their code comes when the browser is idle, for the pages after.
const TestInfo = keptAsDrawnLater("test-info", () => import("../components/home/test-info").then((module) => module.TestInfoView));
const BookThisTest = keptAsDrawnLater("book-this-test", () => import("../components/basket/book-this-test").then((module) => module.BookThisTest));
const LabsFound = keptAsDrawnLater("labs", () => import("../components/home/lab-list").then((module) => module.LabsFoundView));
const HealthPackages = keptAsDrawnLater("packages", () => import("../components/basket/health-packages").then((module) => module.HealthPackages));
const HospitalsBlock = keptAsDrawnLater("hospitals", () => import("../components/hospitals/hospitals-block").then((module) => module.HospitalsBlockView));

export const meta = ({ data }: Route.MetaArgs) => seoMeta(data?.seo);

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { view, labsError, test, catalogue, support, user, chosenPlace, booking, basketBlock } = loaderData;
  const t = usePageT(loaderData.i18n);
  const moreLabsSearch = useSearchWith("labs", "all");
  if (view?.kind === "unknown") {
    return <Suggestions t={t} word={view.word} places={view.placeSuggestions} tests={view.testSuggestions} />;
  }
  const place = view?.place ?? "";
  const headline =
    place && test ? t("hero.titlePlaceTest", { place, test: test.name }) : place ? t("hero.titlePlace", { place }) : test ? t("hero.titleTest", { test: test.name }) : t("hero.title");
  const labsSubtitle = view?.from === "place" ? t("labs.fromPlace", { place }) : view?.from === "chosen" && chosenPlace ? t("labs.fromChosen", { place: chosenPlace }) : t("labs.subtitle");
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
        <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
              <Icon name="shield-check" className="h-4 w-4" /> {t("hero.badge")}
            </p>
            <h1 className="mt-4 text-balance text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{headline}</h1>
            <p className="mt-4 max-w-xl text-lg text-brand-50">{t("hero.subtitle")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href="#booking" className="btn bg-pink-600 text-white shadow-lg hover:bg-pink-700">
                <Icon name="droplets" className="h-5 w-5" /> {t("hero.cta")}
              </a>
              <a href="#labs" className="btn border border-white/60 text-white hover:bg-white/10">
                {t("hero.secondary")}
              </a>
            </div>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {(["home", "certified", "fast", "track"] as const).map((key) => (
              <li key={key} className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
                <p className="font-semibold">{t(`highlights.${key}.title`)}</p>
                <p className="mt-1 text-sm text-brand-50">{t(`highlights.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {test ? <TestInfo t={t} test={test.info} /> : null}
      {test && basketBlock ? <BookThisTest t={t} slug={test.slug} testName={test.name} testOffers={basketBlock.testOffers} back={basketBlock.back} /> : null}
      {basketBlock ? <BasketPanel t={t} basket={basketBlock.basket} back={basketBlock.back} conflict={basketBlock.conflict} error={basketBlock.basketError} /> : null}
      {basketBlock ? <HealthPackages t={t} offer={basketBlock.packageOffer} back={basketBlock.back} basketLabId={basketBlock.basket?.lab.id ?? null} /> : null}
      {catalogue.length > 0 ? <CatalogueList t={t} tests={catalogue} basketLab={basketBlock?.catalogueLab && basketBlock.basket ? { ...basketBlock.catalogueLab, name: basketBlock.basket.lab.name, back: basketBlock.back } : null} /> : null}

      <section id="labs" aria-labelledby="labs-heading" className="container-page scroll-mt-20 py-12">
        <h2 id="labs-heading" className="text-2xl font-bold text-slate-900">
          {test ? t("labs.headingTest", { test: test.name }) : t("labs.heading")}
        </h2>
        <p className="mt-1 text-slate-600">{labsSubtitle}</p>
        {labsError ? <LoadError message={t(labsError)} /> : view ? <LabsFound found={view.found} /> : null}
        {view && "moreLabs" in view && view.moreLabs ? (
          <p className="mt-6">
            <Link to={{ search: moreLabsSearch, hash: "labs" }} className="btn border border-brand-700 text-brand-800 hover:bg-brand-50">
              {t("labs.more")}
            </Link>
          </p>
        ) : null}
      </section>

      {"hospitals" in loaderData ? <HospitalsBlock block={loaderData.hospitals} /> : null}

      <HowItWorks />

      <Preparation />

      <BookingSection
        t={t}
        user={user}
        support={support}
        booking={booking}
        result={actionData}
        heading={
          place && test ? t("booking.headingPlaceTest", { place, test: test.name }) : place ? t("booking.headingPlace", { place }) : test ? t("booking.headingTest", { test: test.name }) : t("booking.heading")
        }
      />

      <HomeFaq />
    </>
  );
}
