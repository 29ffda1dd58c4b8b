import { data } from "react-router";
import { isOrderId } from "./staff.server";
import type { Language } from "../../../core/i18n/language";
import { testNameIn } from "../../i18n/test-names.server";

/** Orders, names and addresses: never kept by any cache (issue #15: every staff page and file). */
export const STAFF_HEADERS = { "Cache-Control": "private, no-store" } as const;

export const staffNotFound = () => data(null, { status: 404, headers: STAFF_HEADERS });

/** The path's order id, or the same 404 as an order that is not the actor's. */
export function orderIdOf(value: string | undefined): number {
  if (!isOrderId(value)) throw staffNotFound();
  return Number(value);
}

type Answer = Response | { data: unknown; init: ResponseInit | null };

/** The transitions refuse an order outside the actor's reach with order_not_found 404: the page answers it as its 404. */
export function notFoundWhenRefused<A extends Answer>(answer: A): A {
  if (!(answer instanceof Response) && answer.init?.status === 404) throw staffNotFound();
  return answer;
}

/** A visit's or a sample's tests by their names in the reader's language (the catalogue's hi and bn names). */
export function withTestNamesIn<T extends { tests: string[] }>(lang: Language, item: T): T {
  return { ...item, tests: item.tests.map((name) => testNameIn(lang, name)) };
}
