import type { AppLoadContext } from "react-router";
import { reportFailure } from "../../core/errors/report-failure";
import type { BasketCard, BasketConflict } from "../components/basket/basket-panel";
import type { TestOffer } from "../components/basket/book-this-test";
import type { LabNames, PackageCard } from "../components/basket/health-packages";
import { drawnOnServer } from "../render/drawn-on-server";
import { loadBasket } from "./basket.server";

/** Refusals of the basket's posts the page words (common `errors.<code>`); anything else reads as a bad form. */
const BASKET_ERRORS = ["testUnknown", "labUnknown", "tooLong", "badForm"] as const;

type Lab = { id: number; name: string };

/**
 * The basket's part of a home-view page (issue #27): the visitor's basket, the question after a test of another
 * lab, the health packages at the page's labs' prices, the page's test at each lab's price, and with a basket the
 * catalogue at its lab's prices. Names in the page's language; prices only from the server's one price rule.
 */
export async function loadBasketBlock(
  context: AppLoadContext,
  request: Request,
  options: { labs: readonly Lab[]; test: { id: number; slug: string } | null; catalogue: boolean; testName: (slug: string, fallback: string) => string },
) {
  const url = new URL(request.url);
  const { testName } = options;
  const labs = options.labs.slice(0, 8);
  const [stored, offers, testPrices] = await Promise.all([
    loadBasket(context).catch((error: unknown) => {
      reportFailure(context, error, "basket not read");
      return null;
    }),
    context.core.packageOffers(labs.map((lab) => lab.id)),
    options.test ? context.core.labsPricedTests(labs.map((lab) => lab.id), [options.test.id]) : [],
  ]);
  const basket: BasketCard | null = stored ? { ...stored, lines: stored.lines.map((line) => ({ ...line, name: testName(line.slug, line.name) })) } : null;
  const conflictSlug = url.searchParams.get("basketConflict");
  const conflictLab = Number(url.searchParams.get("basketLab"));
  const conflict: BasketConflict | null =
    basket && conflictSlug && /^[a-z0-9-]{1,80}$/.test(conflictSlug) && Number.isSafeInteger(conflictLab) && conflictLab > 0 && conflictLab !== basket.lab.id
      ? { slug: conflictSlug, name: testName(conflictSlug, conflictSlug), labId: conflictLab, book: url.searchParams.get("book") === "1" }
      : null;
  const error = url.searchParams.get("basketError");
  const packages: PackageCard[] = offers.map((offer) => ({
    slug: offer.slug,
    name: testName(offer.slug, offer.name),
    tests: offer.testSlugs.map((slug) => testName(slug, slug)),
    fastingHours: offer.fastingHours,
    fromPaise: offer.fromPaise,
    prices: offer.prices,
  }));
  const testOffers: TestOffer[] = labs.flatMap((lab) => testPrices.filter((price) => price.labId === lab.id).map((price) => ({ labId: lab.id, labName: lab.name, pricePaise: price.pricePaise })));
  const basketPrices = basket && options.catalogue ? await context.core.labPricedTests(basket.lab.id) : null;
  return {
    back: url.pathname,
    basket,
    conflict,
    basketError: BASKET_ERRORS.find((code) => code === error) ?? null,
    // Plain forms and links: the page keeps the server's drawing of them (keptAsDrawn), so carries no data for them.
    packageOffer: drawnOnServer({
      packages,
      /** The page's labs' names, once: each package's prices name only their lab (36 names fewer on a lab page). */
      labNames: Object.fromEntries(labs.map((lab) => [lab.id, lab.name])) as LabNames,
    }),
    testOffers: drawnOnServer({ offers: testOffers }),
    /** With a basket, the catalogue's tests at its lab's prices (by test id), each with an "Add" button. */
    catalogueLab: basket && basketPrices ? { id: basket.lab.id, prices: Object.fromEntries(basketPrices.map((test) => [test.id, test.pricePaise])) } : null,
  };
}

export type BasketBlock = Awaited<ReturnType<typeof loadBasketBlock>>;
