import { createElement, Suspense } from "react";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWholePage } from "./render-whole-page.server";
import { wholePageOf } from "./whole-page-response";

function answerFor() {
  const logged: { fields: Record<string, unknown>; message: string }[] = [];
  const loadContext = { cspNonce: "n0nce", cookies: {}, log: { error: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }) } };
  return { answer: { status: 200, headers: new Headers(), loadContext: loadContext as unknown as AppLoadContext, withParts: (html: Buffer) => html }, logged };
}

const page = (...body: Parameters<typeof createElement>[2][]) =>
  createElement(
    "html",
    { lang: "bn" },
    createElement("head", null, createElement("link", { rel: "modulepreload", href: "/assets/root.js" })),
    createElement("body", null, ...body),
  );

function Broken(): never {
  throw new Error("a part that fails");
}

describe("a whole page rendered at once", () => {
  it("is the streaming renderer's page: doctype, Suspense marks", async () => {
    const { answer, logged } = answerFor();
    const response = await renderWholePage(page(createElement(Suspense, { fallback: null }, createElement("p", null, "নমুনা ", "সংগ্রহ"))), answer);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(wholePageOf(response)?.toString()).toBe(
      '<!DOCTYPE html><html lang="bn"><head><link rel="modulepreload" href="/assets/root.js"/></head><body><!--$--><p>নমুনা <!-- -->সংগ্রহ</p><!--/$--></body></html>',
    );
    expect(logged).toEqual([]);
  });

  it("with a part that fails, is rendered again by the streaming renderer: 500, the failure reported, the rest of the page kept", async () => {
    const { answer, logged } = answerFor();
    const response = await renderWholePage(page(createElement("h1", null, "Nikat"), createElement(Suspense, { fallback: createElement("p", null, "…") }, createElement(Broken))), answer);
    expect(response.status).toBe(500);
    const html = wholePageOf(response)!.toString();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="bn">/);
    expect(html).toContain("<h1>Nikat</h1>");
    expect(html).toContain("<!--$!-->");
    expect(logged).toEqual([{ fields: expect.objectContaining({ what: "page render failed", errorName: "Error" }), message: "page render failed" }]);
  });

  it("with a failing shell, throws for React Router's error page", () => {
    const { answer } = answerFor();
    expect(() => renderWholePage(page(createElement(Broken)), answer)).toThrow("a part that fails");
  });
});
