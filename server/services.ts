import path from "node:path";
import { Redis } from "ioredis";
import type { AuthDeps } from "../core/auth/auth-deps";
import type { FileStorage } from "../core/files/file-storage";
import { localFileStorage } from "../core/files/local-file-storage";
import type { Messenger } from "../core/messaging/messenger";
import { outboxMessenger } from "../core/messaging/outbox-messenger";
import { whatsAppCloudMessenger } from "../core/messaging/whatsapp-cloud-messenger";
import { postgresRateLimiter } from "../core/rate-limit/postgres-rate-limiter";
import type { RateLimiter } from "../core/rate-limit/rate-limiter";
import { redisRateLimiter } from "../core/rate-limit/redis-rate-limiter";
import type { Db } from "../db/client";
import type { Config } from "./config";

export type Services = {
  auth: AuthDeps;
  messenger: Messenger;
  rateLimiter: RateLimiter;
  /** Uploaded files (prescriptions, reports): ARCHITECTURE.md §13. */
  storage: FileStorage;
  close: () => Promise<void>;
};

/** Builds the outside-world parts once per process from the configuration (ARCHITECTURE.md §7). */
export function createServices(config: Config, db: Db, secret: string): Services {
  const messenger = createMessenger(config, db);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: false }) : undefined;
  redis?.on("error", () => {});
  const rateLimiter = redis ? redisRateLimiter(redis) : postgresRateLimiter(db);
  return {
    messenger,
    rateLimiter,
    storage: createStorage(config),
    auth: { db, secret, messenger, rateLimiter, internalAlertPhone: config.internalAlertPhone },
    close: async () => {
      await redis?.quit().catch(() => {});
    },
  };
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

function createStorage(config: Config): FileStorage {
  // The S3-compatible store comes with the scale-out issue; until then the setting is refused, not ignored.
  if (config.storage === "s3") throw new Error("Invalid environment variable STORAGE: s3 is not available yet, use local");
  return localFileStorage(path.join(config.dataDir, "files"));
}
