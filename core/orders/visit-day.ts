import { parseSlotValue } from "../booking/slots";
import { kolkataDay } from "../time/kolkata-day";

type VisitDates = { agent_assign_date: string | null; date: string | null };

/** The day (yyyy-mm-dd, Kolkata) the agent visits: the day the office assigned, else the booked slot's. */
export function visitDayOf(order: VisitDates): string | null {
  return order.agent_assign_date ?? parseSlotValue(order.date)?.date ?? null;
}

/**
 * The agent may set out ('Start') only on the visit's own Kolkata day: a start the day before would tell the family
 * the agent is on the way and take away their own move or cancel a day early. A visit with no known day is not held.
 */
export function mayStartVisitOn(order: VisitDates, now: Date): boolean {
  const day = visitDayOf(order);
  return day === null || day === kolkataDay(now).date;
}
