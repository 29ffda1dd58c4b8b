import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { reportFailure, type FailureCarrier } from "../../core/errors/report-failure";
import type { PartStore } from "./same-for-everyone";

/** A same-for-everyone part whose HTML alone is not the HTML it had in the page: kept, it would change the page. */
export class PartDiffersError extends Error {
  override name = "PartDiffersError";
}

/**
 * Development's part store (render-page.server.tsx): every part is rendered in its page, as the texts change while
 * the server runs, and once the page is finished each part is rendered again on its own, as the production store
 * would keep it. A part whose HTML alone is not in the page breaks a rule of same-for-everyone.tsx (it reads a
 * context of the page, a useId, the visitor): in production every page would get the other HTML. It is reported
 * through the request's logger with the part's name, as is a part that fails on its own.
 */
export function createPartCheck(): PartStore & { check(page: string): void } {
  const asked = new Map<string, { render: () => ReactNode; carrier: FailureCarrier }>();
  return {
    attribute: "data-same-for-everyone",
    markerFor(key, render, carrier) {
      if (!asked.has(key)) asked.set(key, { render, carrier });
      return null;
    },
    check(page) {
      for (const [key, { render, carrier }] of asked) {
        const name = key.split("\u0000")[0];
        let alone: string;
        try {
          alone = renderToString(render());
        } catch (error) {
          reportFailure(carrier, error, `same-for-everyone part ${name} failed to render on its own`);
          continue;
        }
        if (!page.includes(alone)) {
          reportFailure(carrier, new PartDiffersError(`part ${name} renders differently on its own`), `same-for-everyone part ${name} renders differently on its own than in the page`);
        }
      }
      asked.clear();
    },
  };
}
