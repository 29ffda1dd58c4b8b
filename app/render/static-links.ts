import { createContext, useContext, useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * True inside a same-for-everyone part (same-for-everyone.tsx): the browser keeps its HTML without hydrating it, so
 * React never sees a tap on its links. The server marks them (app/components/link.tsx) for useFollowStaticLinks.
 */
export const InStaticPart = /* @__PURE__ */ createContext(false);
export const STATIC_LINK_ATTRIBUTE = "data-static-link";

/** The attribute a server-rendered anchor carries inside a same-for-everyone part (app/components/link.tsx). */
export function useStaticLinkMarks(): { [STATIC_LINK_ATTRIBUTE]?: "" } {
  return useContext(InStaticPart) ? { [STATIC_LINK_ATTRIBUTE]: "" } : {};
}

/**
 * A link in a same-for-everyone part is followed in the page, as the router's Link would, instead of loading the
 * whole document again. React stops a tap inside HTML it has not hydrated from going further, so this listens
 * first (capture on the window). A link to another site, one opening elsewhere, a download, or a tap with a
 * modifier key is left to the browser.
 */
export function useFollowStaticLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function follow(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[href][${STATIC_LINK_ATTRIBUTE}]`) : null;
      if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    }
    window.addEventListener("click", follow, { capture: true });
    return () => window.removeEventListener("click", follow, { capture: true });
  }, [navigate]);
}
