import { matchRoutes, type EntryContext } from "react-router";

type Branch = EntryContext["branches"][number];

/** Parent paths remembered per build; more are found again (a doctor's or an order's id is in its path). */
const MAX_PATHS = 1000;
const firstMatches = new WeakMap<readonly Branch[], Map<string, Branch | null>>();

/**
 * React Router's <Scripts> tells the browser about the routes of the page's address and of each of its parents
 * (`getPartialManifest`): it matches "/", "/trace" and "/trace/test" for /trace/test/8 against every route branch,
 * in rank order, each attempt compiling the route's path into a regular expression again (6 % of a tracking page's
 * server time, 3 % of home's). The branches it looks in are the page's EntryContext.branches, read by nothing else
 * on the server: this gives it, for this address, only the first branch each parent path matches, still in rank
 * order, so its matching finds the same routes at once. (A branch that ranks higher and matched a path would be that
 * path's first match.) Each path's first match is found once with React Router's own matchRoutes and remembered.
 */
export function withParentPathBranches(context: EntryContext, pathname: string): void {
  const all = context.branches;
  const root = all?.[0]?.routesMeta[0]?.route;
  if (!root) return;
  let byPath = firstMatches.get(all);
  if (!byPath) firstMatches.set(all, (byPath = new Map()));
  const picked = new Set<Branch>();
  for (const path of parentPaths(pathname)) {
    let branch = byPath.get(path);
    if (branch === undefined) {
      const leaf = matchRoutes([root], path)?.at(-1)?.route.id;
      branch = leaf === undefined ? null : (all.find((candidate) => candidate.routesMeta.at(-1)?.route.id === leaf) ?? null);
      if (byPath.size >= MAX_PATHS) byPath.delete(byPath.keys().next().value!);
      byPath.set(path, branch);
    }
    if (branch) picked.add(branch);
  }
  context.branches = all.filter((branch) => picked.has(branch));
}

/** The paths getPartialManifest matches besides the page's own: "/" and each parent of the address. */
export function parentPaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  const paths = ["/"];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  return paths;
}
