import { Redis } from "ioredis";
import type { AuthDeps } from "../core/auth/auth-deps";
import type { Messenger } from "../core/messaging/messenger";
import { outboxMessenger } from "../core/messaging/outbox-messenger";
import { whatsAppCloudMessenger } from "../core/messaging/whatsapp-cloud-messenger";
import { failoverRateLimiter } from "../core/rate-limit/failover-rate-limiter";
import { postgresRateLimiter } from "../core/rate-limit/postgres-rate-limiter";
import type { RateLimiter } from "../core/rate-limit/rate-limiter";
import { redisRateLimiter } from "../core/rate-limit/redis-rate-limiter";
import type { Db } from "../db/client";
import type { Config } from "./config";

/** Commands fail at once while Redis is away (no offline queue), so a request falls back instead of waiting. */
export const REDIS_OPTIONS = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: false } as const;

export type Services = {
  auth: AuthDeps;
  messenger: Messenger;
  rateLimiter: RateLimiter;
  close: () => Promise<void>;
};

/** Builds the outside-world parts once per process from the configuration (ARCHITECTURE.md §7). */
export function createServices(config: Config, db: Db, secret: string, log: (line: string) => void = () => {}): Services {
  const messenger = createMessenger(config, db);
  const redis = config.redisUrl ? new Redis(config.redisUrl, REDIS_OPTIONS) : undefined;
  const rateLimiter = redis ? redisWithPostgresFallback(redis, db, log) : postgresRateLimiter(db);
  return {
    messenger,
    rateLimiter,
    auth: { db, secret, messenger, rateLimiter, internalAlertPhone: config.internalAlertPhone },
    close: async () => {
      await redis?.quit().catch(() => {});
    },
  };
}

/** Redis down (at start or later) means PostgreSQL counters, with one logged line per change, never a failed request. */
export function redisWithPostgresFallback(redis: Redis, db: Db, log: (line: string) => void, prefix?: string): RateLimiter {
  const limiter = failoverRateLimiter(redisRateLimiter(redis, prefix), postgresRateLimiter(db), {
    primaryName: "Redis",
    fallbackName: "PostgreSQL",
    warn: log,
  });
  let announced = false;
  redis.on("error", (error: Error) => limiter.primaryDown(error.message || String(error)));
  redis.on("ready", () => {
    if (!announced) log("rate-limit counters are kept in Redis");
    announced = true;
    limiter.primaryUp();
  });
  return limiter;
}

function createMessenger(config: Config, db: Db): Messenger {
  switch (config.messenger) {
    case "outbox":
      return outboxMessenger(db, { notOnWhatsApp: config.devNotOnWhatsApp });
    case "whatsapp-cloud":
      // loadConfig has refused whatsapp-cloud without these, so they are present here.
      return whatsAppCloudMessenger(db, {
        apiBase: config.whatsapp.apiBase,
        accessToken: config.whatsapp.accessToken ?? "",
        phoneNumberId: config.whatsapp.phoneNumberId ?? "",
      });
  }
}
