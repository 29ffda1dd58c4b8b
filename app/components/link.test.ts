import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Link as RouterLink, MemoryRouter, NavLink as RouterNavLink } from "react-router";
import { describe, expect, it } from "vitest";
import { isActivePath, ServerLink, ServerNavLink } from "./link";

const at = (url: string, element: ReactElement) => renderToString(createElement(MemoryRouter, { initialEntries: [url] }, element));

/** The anchors' attributes, order aside (hydration compares the elements, not the order they were written in). */
const anchors = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].map(([, attributes = "", text]) => ({
    attributes: [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`).sort(),
    text,
  }));

const cases: Array<[string, Record<string, unknown>]> = [
  ["/", { to: "/doctors", className: "x" }],
  ["/lab/Raiganj/test/lipid", { to: "/at/Dakshin%20Dinajpur", "aria-label": "Go", target: "_blank", rel: "noopener" }],
  ["/lab/Raiganj/test/lipid?labs=all", { to: { search: "?hospitals=all", hash: "hospitals" }, preventScrollReset: true }],
  ["/pharmacy?page=1", { to: "?page=2#pharmacy-21", preventScrollReset: true }],
  ["/", { to: "?#booking" }],
  ["/doctors", { to: "/trace/test/12", replace: true, "data-testid": "order" }],
];

describe("the server's Link", () => {
  it.each(cases)("at %s makes the router's anchor for %j", (url, props) => {
    const ours = at(url, createElement(ServerLink, props as never, "text"));
    const router = at(url, createElement(RouterLink, props as never, "text"));
    expect(anchors(ours)).toEqual(anchors(router));
    expect(anchors(ours)).toHaveLength(1);
  });
});

describe("the server's NavLink", () => {
  const className = ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off");
  it.each([
    ["/", "/", true],
    ["/", "/services", false],
    ["/services", "/services", true],
    ["/services/", "/services", true],
    ["/services/", "/services/", true],
    ["/SERVICES", "/services", true],
    ["/services/more", "/services", true],
    ["/servicesx", "/services", false],
    ["/about-us", "/", false],
  ])("at %s, a link to %s", (url, to, active) => {
    for (const end of [true, false]) {
      const ours = at(url, createElement(ServerNavLink, { to, end, className }, "text"));
      const router = at(url, createElement(RouterNavLink, { to, end, className }, "text"));
      expect(anchors(ours), `end ${end}`).toEqual(anchors(router));
      expect(isActivePath(url, to, end)).toBe(end && (url === "/services/more" || url === "/services/") && to === "/services" ? false : active);
    }
  });
});
