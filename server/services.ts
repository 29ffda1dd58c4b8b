import path from "node:path";
import { Redis } from "ioredis";
import type { AuthDeps } from "../core/auth/auth-deps";
import type { InvoicePrintQueue } from "../core/invoices/invoice-print-queue";
import { recordingDataExportQueue, type DataExportQueue } from "../core/privacy/data-export-queue";
import type { MessageQueue } from "../core/messaging/message-queue";
import { reportFailure } from "../core/errors/report-failure";
import type { FileStorage } from "../core/files/file-storage";
import { localFileStorage } from "../core/files/local-file-storage";
import { readStoredFile } from "../core/files/read-stored-file";
import { s3FileStorage } from "../core/files/s3-file-storage";
import type { Messenger } from "../core/messaging/messenger";
import type { PaymentGateway } from "../core/payments/gateway";
import type { PaymentDeps } from "../core/payments/payment-deps";
import { phonePeGateway } from "../core/payments/phonepe-gateway";
import { sandboxGateway } from "../core/payments/sandbox-gateway";
import { outboxMessenger } from "../core/messaging/outbox-messenger";
import { whatsAppCloudMessenger } from "../core/messaging/whatsapp-cloud-messenger";
import { failoverRateLimiter, type FailoverRateLimiter } from "../core/rate-limit/failover-rate-limiter";
import { postgresRateLimiter } from "../core/rate-limit/postgres-rate-limiter";
import type { RateLimiter } from "../core/rate-limit/rate-limiter";
import { redisRateLimiter } from "../core/rate-limit/redis-rate-limiter";
import type { Db } from "../db/client";
import { StartupError } from "../db/startup-error";
import type { Config } from "./config";

/**
 * Commands fail at once while Redis is away (no offline queue), and after 200 ms when it hangs (a paused or
 * overloaded server accepts the connection and never answers), so a request falls back instead of waiting.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 200;
export const REDIS_OPTIONS = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS } as const;

export type Services = {
  auth: AuthDeps;
  messenger: Messenger;
  rateLimiter: RateLimiter;
  /** "redis", or "postgres" (no REDIS_URL, or while Redis does not answer): shown by /readyz. */
  rateLimitStore: () => "redis" | "postgres";
  payments: PaymentDeps;
  /** Uploaded files (prescriptions, reports): ARCHITECTURE.md §13. */
  storage: FileStorage;
  /** "Download my data" archives to build: the job runner's queue (a recording one where no runner runs: tests, tools). */
  dataExports: DataExportQueue;
  /** Start-up's look at the file store: throws one line naming what to fix when it cannot be reached. */
  checkStorage: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Builds the outside-world parts once per process from the configuration (ARCHITECTURE.md §7). The messenger and the
 * queue come from start-up: the job runner needs the messenger before the services exist.
 */
export function createServices(
  config: Config,
  db: Db,
  secret: string,
  parts: { messenger: Messenger; messageQueue: MessageQueue; invoicePrints: InvoicePrintQueue; dataExports?: DataExportQueue; log?: (line: string) => void },
): Services {
  const { messenger, messageQueue, invoicePrints, dataExports = recordingDataExportQueue(), log = () => {} } = parts;
  const redis = config.redisUrl ? new Redis(config.redisUrl, REDIS_OPTIONS) : undefined;
  const failover = redis ? redisWithPostgresFallback(redis, db, log) : undefined;
  const rateLimiter = failover ?? postgresRateLimiter(db);
  const files = createStorage(config);
  return {
    messenger,
    rateLimiter,
    rateLimitStore: () => (failover && !failover.usingFallback ? "redis" : "postgres"),
    storage: files.storage,
    dataExports,
    checkStorage: files.check,
    auth: { db, secret, messenger, messageQueue, rateLimiter, internalAlertPhone: config.internalAlertPhone },
    payments: {
      db,
      gateway: createGateway(config, db, secret),
      messenger,
      messageQueue,
      invoicePrints,
      secret,
      publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
      invoiceLinkDays: config.invoiceLinkDays,
      selfUrl: `http://${["0.0.0.0", "::", "localhost"].includes(config.host) ? "127.0.0.1" : config.host}:${config.port}`,
      chromiumPath: config.chromiumPath,
      // The message row stays queued; the reconciliation job queues it again (core/messaging/requeue-stranded-messages.ts).
      onMessageError: (error) => reportFailure(undefined, error, "payment message not queued"),
    },
    close: async () => {
      await redis?.quit().catch(() => {});
      files.close();
    },
  };
}

/** Redis down (at start or later) means PostgreSQL counters, with one logged line per change, never a failed request. */
export function redisWithPostgresFallback(redis: Redis, db: Db, log: (line: string) => void, prefix?: string): FailoverRateLimiter {
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

export function createMessenger(config: Config, db: Db): Messenger {
  switch (config.messenger) {
    case "outbox":
      return outboxMessenger(db, { notOnWhatsApp: config.devNotOnWhatsApp });
    case "whatsapp-cloud":
      // loadConfig has refused whatsapp-cloud without these, so they are present here.
    {
      // A report sent in a conversation (decision 0034) is read from the file store when its message is delivered.
      const { storage } = createStorage(config);
      return whatsAppCloudMessenger(db, {
        apiBase: config.whatsapp.apiBase,
        accessToken: config.whatsapp.accessToken ?? "",
        phoneNumberId: config.whatsapp.phoneNumberId ?? "",
        readFile: (key) => readStoredFile(storage, key),
      });
    }
  }
}

function createGateway(config: Config, db: Db, secret: string): PaymentGateway {
  switch (config.paymentGateway) {
    case "sandbox":
      return sandboxGateway({ db, secret });
    case "phonepe":
      // loadConfig has refused phonepe without these, so they are present here.
      return phonePeGateway({
        baseUrl: config.phonePe.baseUrl,
        authUrl: config.phonePe.authUrl,
        clientId: config.phonePe.clientId ?? "",
        clientSecret: config.phonePe.clientSecret ?? "",
        clientVersion: config.phonePe.clientVersion,
        webhookUsername: config.phonePe.webhookUsername ?? "",
        webhookPassword: config.phonePe.webhookPassword ?? "",
      });
  }
}

export function createStorage(config: Config): { storage: FileStorage; check: () => Promise<void>; close: () => void } {
  if (config.storage === "local") return { storage: localFileStorage(path.join(config.dataDir, "files")), check: async () => {}, close: () => {} };
  const { bucket = "", region = "", endpoint, forcePathStyle, accessKeyId, secretAccessKey } = config.s3;
  // loadConfig has refused s3 without a bucket and a region, and one key without the other.
  const storage = s3FileStorage({
    bucket,
    region,
    endpoint,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
  return {
    storage,
    check: async () => {
      try {
        await storage.check();
      } catch (error) {
        const { name, message } = error as { name?: string; message?: string };
        const where = `bucket ${bucket} at ${endpoint ?? `AWS ${region}`}`;
        throw new StartupError(
          `file storage (STORAGE=s3) cannot reach ${where}: ${name && name !== "Error" ? `${name} ` : ""}${(message || "no answer").split("\n")[0]}. Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the keys.`,
        );
      }
    },
    close: () => storage.close(),
  };
}
