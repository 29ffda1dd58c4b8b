import { createContext, createElement as h, useContext, useId, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TranslatorProvider, useTranslation } from "../i18n/react";
import { Translator } from "../i18n/translator/translator";
import { createPartCheck } from "./part-check.server";
import { claimPartName, PartStoreContext, sameForEveryone } from "./same-for-everyone";
import type { PartName } from "./part-names";

const translator = new Translator("en", { common: { greeting: "Hello" } });
const PageTheme = createContext("plain");

const Greeting = sameForEveryone("home-how", function GreetingView({ to }: { to: string }) {
  const { t } = useTranslation();
  // This test's own catalog: a key the typed catalogs do not know.
  return h("p", null, (t as (key: string) => string)("greeting"), " ", to);
});
// Breaks the rules: a context of the page, which the part rendered alone does not have.
const Themed = sameForEveryone("home-faq", function ThemedView() {
  return h("p", { className: useContext(PageTheme) }, "themed");
});
// Breaks the rules: an id counted from the page.
const WithId = sameForEveryone("home-preparation", function WithIdView() {
  return h("label", { htmlFor: useId() }, "label");
});

function renderChecked(page: ReactNode) {
  const logged: { fields: Record<string, unknown>; message: string }[] = [];
  const carrier = { log: { error: (fields: Record<string, unknown>, message: string) => void logged.push({ fields, message }) } };
  const check = createPartCheck();
  const html = renderToString(h(PartStoreContext.Provider, { value: { store: check, carrier } }, h(TranslatorProvider, { translator, children: page })));
  check.check(html);
  return { html, logged };
}

describe("development's check of same-for-everyone parts", () => {
  it("renders every part in its page and reports nothing when each renders the same alone", () => {
    const { html, logged } = renderChecked(h("main", null, h("h1", null, "Page"), h(Greeting, { to: "Asha" }), h(Greeting, { to: "Ravi" })));
    // Each part in a Suspense boundary of its own (<!--$-->…<!--/$-->): the boundary the browser keeps unhydrated.
    expect(html).toBe("<main><h1>Page</h1><!--$--><p>Hello<!-- --> <!-- -->Asha</p><!--/$--><!--$--><p>Hello<!-- --> <!-- -->Ravi</p><!--/$--></main>");
    expect(logged).toEqual([]);
  });

  it("reports, by name, a part that reads a context of the page or counts an id from it", () => {
    const { logged } = renderChecked(h(PageTheme.Provider, { value: "dark" }, h("input", { id: "first" }), h(WithId), h(Themed), h(Greeting, { to: "Asha" })));
    expect(logged.map((entry) => entry.message).sort()).toEqual([
      "same-for-everyone part home-faq renders differently on its own than in the page",
      "same-for-everyone part home-preparation renders differently on its own than in the page",
    ]);
    expect(logged[0]!.fields).toEqual(expect.objectContaining({ errorName: "PartDiffersError" }));
  });

  it("reports a part that fails on its own", () => {
    const NeedsTheme = sameForEveryone("order-marketing", function NeedsThemeView() {
      const theme = useContext(PageTheme);
      if (theme === "plain") throw new Error("no theme");
      return h("p", null, theme);
    });
    const { logged } = renderChecked(h(PageTheme.Provider, { value: "dark" }, h(NeedsTheme)));
    expect(logged.map((entry) => entry.message)).toEqual(["same-for-everyone part order-marketing failed to render on its own"]);
  });
});

describe("a part's name", () => {
  it("is refused when another part already has it", () => {
    const names = new Set<PartName>();
    claimPartName(names, "footer");
    claimPartName(names, "lab-card");
    expect(() => claimPartName(names, "footer")).toThrow(/two same-for-everyone parts are named "footer"/);
  });
});
