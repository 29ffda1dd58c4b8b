import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "./routes";
import { PUBLIC_PAGES } from "../core/seo/public-pages";

describe("sitemap pages", () => {
  it("are unique and include the 27 area pages, test pages and city-test pages", () => {
    expect(new Set(PUBLIC_PAGES).size).toBe(PUBLIC_PAGES.length);
    expect(PUBLIC_PAGES.filter((page) => page.startsWith("/at/"))).toHaveLength(27);
    expect(PUBLIC_PAGES).toContain("/test/lipid-profile");
    expect(PUBLIC_PAGES).toContain("/lab/Raiganj/test/lipid-profile");
    expect(PUBLIC_PAGES).toContain("/at/Dakshin%20Dinajpur");
  });

  it("all resolve to a real page, never the not-found route", () => {
    const table = routes.map((entry) => ({ id: entry.id ?? entry.file, path: entry.path, index: entry.index, file: entry.file }));
    for (const page of PUBLIC_PAGES) {
      const file = matchRoutes(table, page)?.at(-1)?.route.file;
      expect(file, page).toBeDefined();
      expect(file, page).not.toBe("routes/not-found.tsx");
    }
  });
});
