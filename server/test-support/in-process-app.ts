import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import type { Db } from "../../db/client";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { recordingMessageQueue } from "../../core/messaging/message-queue";
import { recordingInvoicePrintQueue } from "../../core/invoices/invoice-print-queue";
import { createMessenger, createServices, type Services } from "../services";
import type { FileStorage } from "../../core/files/file-storage";
import type { Drain } from "../drain";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The whole host in the test process: Fastify from buildApp with the React Router app loaded through
 * Vite's SSR loader (no `npm run build` needed), on the test database, logging nothing.
 */
export async function startInProcessApp(
  db: Db,
  options: {
    env?: Record<string, string>;
    drain?: Drain;
    hostAppEnv?: "production";
    jobQueueDepths?: () => Promise<Record<string, number>>;
    /** Every log line of the host, at the env's LOG_LEVEL, written here (otherwise the host logs nothing). */
    logStream?: { write: (line: string) => void };
  } = {},
): Promise<{ app: FastifyInstance; services: Services; storage: FileStorage; close: () => Promise<void> }> {
  const vite: ViteDevServer = await createServer({
    root,
    configFile: path.join(root, "vite.config.ts"),
    // No HMR socket and no file watching: a test loads the app once.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  const clientDir = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-client-"));
  const config = loadConfig({ APP_ENV: "demo", DATA_DIR: clientDir, LOG_LEVEL: process.env.DEBUG_LOG === "1" ? "error" : "silent", DEV_NOT_ON_WHATSAPP: "9000000099", ...options.env });
  // No job runner in tests: queued messages are recorded, not sent.
  const services = createServices(config, db, "x".repeat(48), { messenger: createMessenger(config, db), messageQueue: recordingMessageQueue(), invoicePrints: recordingInvoicePrintQueue() });
  // hostAppEnv: the host and the pages behave as in production while the services stay local (a production
  // configuration would need WhatsApp, PhonePe and S3), for what the pages themselves refuse outside demo mode.
  const app = await buildApp({ config: options.hostAppEnv ? { ...config, appEnv: options.hostAppEnv } : config, db, services, build: () => build, clientDir, logger: process.env.DEBUG_LOG === "1" || options.logStream ? undefined : false, logStream: options.logStream, drain: options.drain, jobQueueDepths: options.jobQueueDepths });
  await app.ready();
  return {
    app,
    storage: services.storage,
    services,
    close: async () => {
      await app.close();
      await services.close();
      await vite.close();
      await fs.rm(clientDir, { recursive: true, force: true });
    },
  };
}
