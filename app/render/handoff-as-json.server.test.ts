import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeTurboStream as decode, handoffInPage as decodedFromPage } from "../../test-support/handoff-in-page";
import { drawnOnServer } from "./drawn-on-server";
import { handoffAsJson, plainValueOf, TURBO_LINE_FROM_JSON } from "./handoff-as-json.server";

/** The page's data script as React Router writes it (StreamTransfer: the piece's text through JSON.stringify, "<" escaped). */
const enqueueScript = (piece: string) =>
  `<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue(${JSON.stringify(piece).replaceAll("<", "\\u003c")});</script>`;
const CLOSE = '<!--$--><script nonce="n0nce">window.__reactRouterContext.streamController.close();</script><!--/$-->';
const pageWith = (...pieces: string[]) => `<!DOCTYPE html><html><head></head><body><main>Nikat</main>${pieces.map(enqueueScript).join("")}${CLOSE}</body></html>`;

// React Router's own line for { loaderData: { root: { lang: "hi", n: 0 }, home: { labs: [{ id: 54, name: "A" }], none: null, ok: true } } },
// as its encoder writes it: each value once (the string "A" and the number 54 shared), keys as references.
const REACT_ROUTER_LINE =
  '[{"_1":2,"_3":-5},"loaderData",{"_4":5,"_6":7},"actionData","root",{"_8":9,"_10":11},"home",{"_12":13,"_14":-5,"_15":16},"lang","hi","n",0,"labs",[17],"none","ok",true,{"_18":19,"_20":21},"id",54,"name","A"]';

describe("the loaders' data as plain JSON in the page", () => {
  it("carries React Router's line as a JSON literal that the browser turns back into the same values", async () => {
    const page = pageWith(`${REACT_ROUTER_LINE}\n`);
    const html = handoffAsJson(page);
    expect(html).not.toContain('"_1":2');
    expect(html).toContain(`.enqueue((${TURBO_LINE_FROM_JSON})({"loaderData":`);
    expect(html).toContain("<main>Nikat</main>");
    expect(html.endsWith(`${CLOSE}</body></html>`)).toBe(true);
    expect(await decodedFromPage(html)).toEqual(await decodedFromPage(page));
    expect(await decodedFromPage(html)).toEqual({
      loaderData: { root: { lang: "hi", n: 0 }, home: { labs: [{ id: 54, name: "A" }], none: null, ok: true } },
      actionData: null,
    });
  });

  it("keeps every text whole and unable to end the script: </script>, <!--, quotes, backslashes, U+2028, Bengali", async () => {
    const risky = ["</script><script>alert(1)</script>", "<!--", '"\\', "\u2028\u2029", "নমুনা সংগ্রহ", ""];
    const line = `[{"_1":2},"loaderData",[${risky.map((_, index) => index + 3).join(",")}],${risky.map((text) => JSON.stringify(text)).join(",")}]`;
    const html = handoffAsJson(pageWith(`${line}\n`));
    const script = /enqueue\(\(function[\s\S]*?<\/script>/.exec(html)?.[0] ?? "";
    expect(script.slice(0, -"</script>".length)).not.toContain("<");
    expect(await decodedFromPage(html)).toEqual({ loaderData: risky });
  });

  it("is what React Router decodes for any plain JSON value (the page's function, run as the page runs it)", async () => {
    const turboLine = new Function(`return (${TURBO_LINE_FROM_JSON})`)() as (value: unknown) => string;
    await fc.assert(
      // Without a "__proto__" key: React Router's decoder sets each key on a plain object, where "__proto__" is the
      // prototype's setter, so no line of either kind can hand such a key over (fast-check found one: { __proto__: 0 }).
      fc.asyncProperty(fc.jsonValue().filter((value) => !JSON.stringify(value).includes('"__proto__":')), async (value) => {
        const normal = JSON.parse(JSON.stringify(value)) as unknown;
        expect(await decode(turboLine({ loaderData: normal }))).toEqual({ loaderData: normal });
        // And the server reads the line back into the same value.
        expect(plainValueOf(turboLine({ loaderData: normal }).trimEnd())).toEqual({ value: { loaderData: normal } });
      }),
      { numRuns: 300 },
    );
  });

  it("leaves out the data a part keeps as the server drew it, carrying its mark alone", async () => {
    const turboLine = new Function(`return (${TURBO_LINE_FROM_JSON})`)() as (value: unknown) => string;
    const loaderData = { home: { seo: { title: "Nikat" }, hospitals: drawnOnServer({ hospitals: [{ id: 161, name: "Matri Sadan Hospital" }] }) } };
    const html = handoffAsJson(pageWith(turboLine({ loaderData })));
    expect(html).not.toContain("Matri Sadan");
    expect(await decodedFromPage(html)).toEqual({ loaderData: { home: { seo: { title: "Nikat" }, hospitals: { drawnOnServer: true } } } });
  });

  it("leaves a line that is not plain JSON as React Router wrote it: a date, undefined, NaN, a promise, an error's class", () => {
    const notPlain = [
      '[{"_1":2},"loaderData",["D",1764000000000]]',
      '[{"_1":-7},"loaderData"]',
      '[{"_1":2},"loaderData",[-2,-1]]',
      '[{"_1":2},"loaderData",["P",2]]',
      '[{"_1":2},"errors",["SingleFetchClassInstance",3],"ErrorResponse"]',
      '[{"_1":2},"loaderData",{"_3":0}]',
      "[]",
      "not json",
    ];
    for (const line of notPlain) {
      const page = pageWith(`${line}\n`);
      expect(handoffAsJson(page)).toBe(page);
    }
  });

  it("leaves data in more than one piece (deferred values) and a page without data as they are", () => {
    const deferred = pageWith(`[{"_1":2},"loaderData",["P",2]]\n`, `P2:[{"_1":2},"late","value"]\n`);
    expect(handoffAsJson(deferred)).toBe(deferred);
    const twoLines = pageWith(`${REACT_ROUTER_LINE}\nP2:[1]\n`);
    expect(handoffAsJson(twoLines)).toBe(twoLines);
    const none = "<!DOCTYPE html><html><head></head><body><p>Nikat</p></body></html>";
    expect(handoffAsJson(none)).toBe(none);
  });

  it("writes out an object the loader shared between two places, and leaves a line that refers into itself", async () => {
    const shared = '[{"_1":2,"_3":2},"a",{"_4":5},"b","c","d"]';
    const html = handoffAsJson(pageWith(`${shared}\n`));
    expect(html).toContain('({"a":{"c":"d"},"b":{"c":"d"}})');
    expect(await decodedFromPage(html)).toEqual({ a: { c: "d" }, b: { c: "d" } });
    const cycle = pageWith('[{"_1":0},"self"]\n');
    expect(handoffAsJson(cycle)).toBe(cycle);
  });
});
