import { createStaticHandler, matchPath, matchRoutes, type EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { parentPaths, withParentPathBranches } from "./parent-path-branches";

// The shape of app/routes.ts: catch-all patterns that parent paths fall into, and static routes that rank first.
const routes = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "home-lang", path: "/:lang" },
      { id: "home:/:ty/:ct", path: "/:ty/:ct" },
      { id: "home:/lab/:ct/test/:ty", path: "/lab/:ct/test/:ty" },
      { id: "doctors", path: "/doctors" },
      { id: "doctor-profile", path: "/doctor/:id/profile" },
      { id: "trace", path: "/trace/:type/:id" },
      { id: "trace-pay", path: "/trace/test/:id/pay" },
      { id: "staff-requests", path: "/staff/requests" },
      { id: "not-found", path: "*" },
    ],
  },
];

function contextFor() {
  const handler = createStaticHandler(routes) as unknown as { _internalRouteBranches: EntryContext["branches"] };
  return { branches: handler._internalRouteBranches } as EntryContext;
}

/** The first branch in rank order that matches the whole path, as React Router's matching picks it. */
const firstLeaf = (branches: EntryContext["branches"], path: string) =>
  branches.find((branch) => matchPath({ path: branch.routesMeta.map((meta) => meta.relativePath).join("/").replace(/\/+/g, "/") || "/", end: true }, path))?.routesMeta.at(-1)?.route.id;

describe("the route branches for <Scripts>' parent paths", () => {
  it("are the parent paths getPartialManifest matches", () => {
    expect(parentPaths("/trace/test/8")).toEqual(["/", "/trace/test", "/trace"]);
    expect(parentPaths("/")).toEqual(["/"]);
    expect(parentPaths("/doctors")).toEqual(["/"]);
    expect(parentPaths("/lab/Raiganj/test/lipid-profile/")).toEqual(["/", "/lab/Raiganj/test", "/lab/Raiganj", "/lab"]);
  });

  it("hold, in rank order, just each parent path's first match: the same routes are found in them as in all", () => {
    for (const pathname of ["/trace/test/8", "/doctor/12/profile", "/lab/Raiganj/test/lipid-profile", "/staff/requests/5", "/doctors", "/"]) {
      const context = contextFor();
      const all = context.branches;
      withParentPathBranches(context, pathname);
      const kept = context.branches;
      expect(kept.every((branch, i) => i === 0 || all.indexOf(branch) > all.indexOf(kept[i - 1]!))).toBe(true);
      for (const path of parentPaths(pathname)) {
        const expected = matchRoutes(routes, path)?.at(-1)?.route.id;
        expect(firstLeaf(kept, path), `${pathname}: ${path}`).toBe(expected);
        expect(firstLeaf(all, path), `${pathname}: ${path} (all)`).toBe(expected);
      }
      expect(kept.length).toBeLessThanOrEqual(parentPaths(pathname).length);
    }
  });

  it("picks the catch-alls a parent path falls into, and the same branches on the next page", () => {
    const first = contextFor();
    withParentPathBranches(first, "/trace/test/8");
    expect(first.branches.map((branch) => branch.routesMeta.at(-1)?.route.id).sort()).toEqual(["home", "home-lang", "home:/:ty/:ct"]);
    const second = contextFor();
    withParentPathBranches(second, "/trace/test/9");
    expect(second.branches.map((branch) => branch.routesMeta.at(-1)?.route.id).sort()).toEqual(["home", "home-lang", "home:/:ty/:ct"]);
  });
});
