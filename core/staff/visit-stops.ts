import { placeKey } from "../orders/place-key";
import type { FieldVisit } from "./field-visit";

/** One stop on an agent's round: the requests at one address at one assigned time, each collected on its own. */
export type VisitStop = { address: string | null; date: string | null; time: string | null; visits: FieldVisit[] };


/**
 * Issue #27: a family booked together (the same address, day and time) is one stop for the agent ("2 patients"),
 * each request keeping its own tests, tubes and agent code. Stops keep the order of the list they come from.
 */
export function groupIntoStops(visits: readonly FieldVisit[]): VisitStop[] {
  const stops = new Map<string, VisitStop>();
  for (const visit of visits) {
    // Without an address nothing says two requests are at one place: each is its own stop.
    const key = visit.address ? `${visit.date}|${visit.time}|${placeKey(visit.address)}` : `request ${visit.id}`;
    const stop = stops.get(key) ?? { address: visit.address, date: visit.date, time: visit.time, visits: [] };
    stop.visits.push(visit);
    stops.set(key, stop);
  }
  return [...stops.values()];
}
