import { isDatabaseUnavailable } from "./database-unavailable";

/** When the last connection failure of a database happened (ms since epoch, 0 = never). */
export type ConnectionHealth = { lastFailureAt: number };

const healthByDb = new WeakMap<object, ConnectionHealth>();

export function trackConnectionHealth(db: object): (error: unknown) => void {
  const health: ConnectionHealth = { lastFailureAt: 0 };
  healthByDb.set(db, health);
  return (error) => {
    if (isDatabaseUnavailable(error)) health.lastFailureAt = Date.now();
  };
}

/** True when a connection to this database failed at or after `since`: a request that began then and failed met the outage. */
export function connectionFailedSince(db: object, since: number): boolean {
  return (healthByDb.get(db)?.lastFailureAt ?? 0) >= since;
}
