import { Suspense, useEffect, useRef, type ComponentType } from "react";
import { useRevalidator } from "react-router";
import { isDrawnOnServer, isLeftOnServer } from "./drawn-on-server";
import { hydrateLater } from "./hydrate-later";
import { keptInBrowser, useHydrating, useHydratingWithPage } from "./same-for-everyone";
import { InStaticPart } from "./static-links";

/**
 * A part the browser keeps as the server drew it on the page's first load, when its data is marked drawnOnServer in
 * the loader (drawn-on-server.ts): the page then carries no data for it. For a block of cards, links and plain forms
 * that no script has to answer for. While the page hydrates, its HTML stays as it is (as a same-for-everyone part's
 * does) and its links are followed in the page (InStaticPart); once its data arrives whole (a navigation, a
 * revalidation), React renders it as any other part. Unmarked data (a failure the part also shows as a toast) is
 * hydrated as usual.
 *
 * Should React have to draw it before then (hydration failed above it and React renders that part of the page anew),
 * there is nothing to draw it from: it asks for the page's data again, and draws it when that arrives.
 */
export function keptAsDrawn<Props extends object>(name: string, Part: ComponentType<Props>): ComponentType<Props> {
  const marked = (props: Props) => Object.values(props).some(isDrawnOnServer);
  if (import.meta.env.SSR) {
    // The same boundary as in the browser; the links of a kept part marked for useFollowStaticLinks.
    function DrawnOnServer(props: Props) {
      const part = <Part {...props} />;
      return <Suspense fallback={null}>{marked(props) ? <InStaticPart value={true}>{part}</InStaticPart> : part}</Suspense>;
    }
    DrawnOnServer.displayName = `KeptAsDrawn(${name})`;
    return DrawnOnServer;
  }
  function WithItsData(props: Props) {
    return Object.values(props).some(isLeftOnServer) ? <AskForTheData /> : <Part {...props} />;
  }
  const Kept = keptInBrowser(`KeptAsDrawn(${name})`, WithItsData, useHydratingHereOrWithPage);
  function KeptAsDrawn(props: Props) {
    return marked(props) ? (
      <Kept {...props} />
    ) : (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  KeptAsDrawn.displayName = `KeptAsDrawn(${name})`;
  return KeptAsDrawn;
}

/** keptAsDrawn for a part whose code comes when the browser is idle (hydrateLater): a first load needs none of it. */
export function keptAsDrawnLater<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return keptAsDrawn(name, hydrateLater(load));
}

/**
 * A kept part may sit in a part that hydrates after the page (hydrateLater: 'My Lab Tests' in the booking section),
 * when the page counts as hydrated already: React's own snapshot says it is hydrating then. The one render this costs
 * after hydration returns the kept element again.
 */
function useHydratingHereOrWithPage(): boolean {
  const withPage = useHydratingWithPage();
  const here = useHydrating();
  return withPage || here;
}

function AskForTheData() {
  const revalidator = useRevalidator();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void revalidator.revalidate();
  }, [revalidator]);
  return null;
}
