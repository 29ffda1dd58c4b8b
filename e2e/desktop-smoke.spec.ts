import { expect, test } from "@playwright/test";
import { problemsAcrossLanguages } from "./page-checks";
import type { Lang } from "./support";

/** A few pages at 1280 px; the full sweep runs on the phone. */
const SMOKE: readonly [string, Lang][] = [
  ["/", "en"],
  ["/at/Kolkata?x=1", "bn"],
  ["/lab/nearby/Kolkata/nirnay-diagnostic-centre-kolkata/test/cbc", "hi"],
  ["/about-us", "en"],
  ["/doctors", "hi"],
  ["/contact-us", "bn"],
  ["/pharmacy", "en"],
  ["/track-order", "en"],
];

test("a few pages are well formed at desktop width", async ({ page, context, baseURL }) => {
  // Several whole pages loaded and checked in turn: under a loaded CI machine one page alone took 30 s.
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const [url, lang] of SMOKE) problems.push(...(await problemsAcrossLanguages(page, context, baseURL!, url, [lang])));
  expect(problems).toEqual([]);
});
