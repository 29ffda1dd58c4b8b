import type { AnchorHTMLAttributes } from "react";
import { useStaticLinkMarks } from "../render/static-links";
import { createPath, Link as RouterLink, NavLink as RouterNavLink, resolvePath, useLocation, type Path } from "react-router";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

type ServerLinkProps = AnchorProps & { to: string | Partial<Path>; preventScrollReset?: boolean; replace?: boolean };

/**
 * React Router's Link and NavLink, rendered on the server as the plain anchors they make. The router's Link runs
 * several hooks per link to be ready for a tap (its click handler, prefetching, path resolution); a server page
 * cannot be tapped, and for pages of 60-110 links that work was a twentieth of the server's time per page. The
 * browser gets the router's own components (their code is in its bundle anyway), which hydrate the same HTML.
 */
export const Link = (import.meta.env.SSR ? ServerLink : RouterLink) as typeof RouterLink;
export const NavLink = (import.meta.env.SSR ? ServerNavLink : RouterNavLink) as typeof RouterNavLink;

export function ServerLink({ to, preventScrollReset: _keep, replace: _replace, ...props }: ServerLinkProps) {
  const marks = useStaticLinkMarks();
  if (typeof to === "string" && to.startsWith("/") && !to.startsWith("//")) return <a {...props} {...marks} href={to} data-discover="true" />;
  return <RelativeLink to={to} {...props} {...marks} />;
}

/** An address on this page ("?page=2#labs", { search, hash }): resolved against where the visitor is. */
function RelativeLink({ to, ...props }: AnchorProps & { to: string | Partial<Path> }) {
  const { pathname } = useLocation();
  return <a {...props} href={createPath(resolvePath(to, pathname))} data-discover="true" />;
}

type ServerNavLinkProps = Omit<AnchorProps, "className"> & { to: string; end?: boolean; className: (state: { isActive: boolean }) => string };

/** Marks the page the visitor is on, as the router's NavLink does: aria-current="page" and the active class. */
export function ServerNavLink({ to, end = false, className, ...props }: ServerNavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, to, end);
  const marks = useStaticLinkMarks();
  return <a {...props} {...marks} href={to} className={className({ isActive })} aria-current={isActive ? "page" : undefined} data-discover="true" />;
}

/** React Router's NavLink rule: the same path (letter case aside), or, unless `end`, a path below it. */
export function isActivePath(locationPathname: string, to: string, end: boolean): boolean {
  const here = locationPathname.toLowerCase();
  const target = to.toLowerCase();
  const targetEnd = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(targetEnd) === "/");
}
