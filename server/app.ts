import { randomBytes, randomUUID } from "node:crypto";
import { pathForLogs } from "./path-for-logs";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type FastifyReply, type FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import type { NikatContext } from "../app/load-context";
import {
  LANGUAGE_COOKIE,
  languageOfPath,
  resolveLanguage,
  type Language,
} from "../core/i18n/language";
import { cookieOptions } from "../core/session/cookie-options";
import { languageCookie } from "../core/session/language-cookie";
import { BROWSER_ID_COOKIE } from "../core/session/ui-cookies";
import { PageViewRecorder } from "../core/trace/page-view-recorder";
import type { Db } from "../db/client";
import { SESSION_COOKIE, SESSION_COOKIE_SECURE } from "../core/auth/session-cookie";
import { COMPRESS_THRESHOLD_BYTES } from "./compress-page";
import { coreForPages } from "../core/core-for-pages";
import { readEveryTime, type Recall } from "../core/reference-reads/recent-reads";
import type { Config } from "./config";
import type { Services } from "./services";
import { addPageCacheControl } from "./page-cache-control";
import { refuseCrossOriginWrites } from "./cross-origin-guard";
import { builtFontFaces } from "./built-font-faces";
import { databaseOutage } from "./database-unavailable";
import { refuseDemoPathsOutsideDemo } from "./demo-only-paths";
import { refuseHiddenCharactersInQueries } from "./hidden-characters-guard";
import { expireDeliveredFlash } from "./expire-delivered-flash";
import { installErrorHandler } from "./error-handler";
import { DEFAULT_PAGE_BODY_LIMIT, declaredLengthOver, pageBodyLimitFor, payloadTooLarge } from "./page-body";
import { reactRouterHandler } from "./react-router-handler";
import { fastifyTrustProxy } from "./trust-proxy";
import { healthRoutes } from "./routes/health";
import { registerMetrics } from "./metrics";
import { addRequestSpanAttributes } from "./tracing-attributes";
import type { Drain } from "./drain";
import { pageViewRoutes } from "./routes/page-views";
import { invoicePdfRoutes } from "./routes/invoice-pdf";
import { seoFileRoutes } from "./routes/seo-files";
import { webManifestRoutes } from "./routes/web-manifest";
import { textCatalogRoutes } from "./routes/text-catalogs";
import { paymentWebhookRoutes } from "./routes/payment-webhook";
import { whatsAppWebhookRoutes } from "./routes/whatsapp-webhook";
import { whatsAppChatParts } from "./whatsapp-chat-parts";

/** Spec 000 §9: tracking cookies last one day. */
const TRACKING_COOKIE_MAX_AGE_SECONDS = 86_400;

export type AppOptions = {
  config: Config;
  db: Db;
  services: Services;
  build: () => Promise<ServerBuild> | ServerBuild;
  clientDir: string;
  logger?: boolean;
  /** Where the log lines go instead of stdout (the test that reads a whole flow's log for personal data). */
  logStream?: { write: (line: string) => void };
  /** React Router's server mode: "development" under `npm run dev` (full error messages), else "production". */
  mode?: "development" | "production";
  /** `npm run dev` puts Vite's middleware in front of Fastify. */
  serverFactory?: FastifyServerOptions["serverFactory"];
  /** Recent reads of reference data for the pages (start.ts); default none, every read goes to the database. */
  referenceReads?: Recall;
  /** Set by start.ts on SIGTERM: /readyz answers 503 and answers ask keep-alive clients to reconnect elsewhere. */
  drain?: Drain;
  /** The job runner's waiting jobs per queue, for the metrics (start.ts). */
  jobQueueDepths?: () => Promise<Record<string, number>>;
};

type ScriptNonceCarrier = { scriptNonce?: string };

/** A request id we accept from the proxy: short, and nothing a log reader could mistake for structure. */
const REQUEST_ID = /^[\w.:@-]{1,128}$/;

/** The first path segments of the pages' routes that are words, not parameters ("trace", "staff", "doctors", …). */
function pageSectionsOf(build: ServerBuild): Set<string> {
  const sections = Object.values(build.routes).map((route) => route?.path?.split("/").find(Boolean));
  return new Set(sections.filter((first): first is string => first !== undefined && !first.startsWith(":") && first !== "*"));
}

declare module "fastify" {
  interface FastifyRequest {
    pageView?: { browserId: string; language: Language; path: string };
    /** Bytes this page request's body may have: its route's declared cap (server/page-body.ts). */
    pageBodyLimit?: number;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The proxy's request id when it sends a plain one, so our log lines join its own; else a new one.
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    // One line per request (below), without query strings, which can carry phone numbers.
    logController: new LogController({ disableRequestLogging: true }),
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], remove: true },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
  });

  const https = config.publicUrl?.startsWith("https://") ?? false;
  installErrorHandler(app);
  await app.register(fastifyCookie);
  app.addHook("onSend", async (request, reply) => {
    reply.header("X-Request-Id", request.id);
    if (options.drain?.draining) reply.header("Connection", "close");
  });
  expireDeliveredFlash(app, { secure: https });
  const pageSections = pageSectionsOf(await options.build());
  // OTEL_EXPORTER_OTLP_ENDPOINT: server/tracing-preload.ts started tracing before this module loaded.
  if (config.otlpEndpoint) await addRequestSpanAttributes(app, pageSections);
  registerMetrics(app, {
    db,
    token: config.metricsToken,
    rateLimitStore: options.services.rateLimitStore,
    redisConfigured: config.redisUrl !== undefined,
    pageSections,
    draining: () => options.drain?.draining ?? false,
    jobQueueDepths: options.jobQueueDepths,
  });
  // Only scripts get a nonce: a style nonce would switch off 'unsafe-inline' for styles, which React's style attributes need.
  app.addHook("onRequest", async (_request, reply) => {
    (reply.raw as ScriptNonceCarrier).scriptNonce = randomBytes(16).toString("base64");
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as ScriptNonceCarrier).scriptNonce}'`],
        // React puts style attributes on elements and the toast library adds one style tag.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // No map tiles are drawn by our pages (the maps are OpenStreetMap's own embedded page). Fonts and fetches
        // follow default-src: every byte of this header goes with every page, raw, inside TCP's first window.
        imgSrc: ["'self'", "data:"],
        frameSrc: ["https://www.openstreetmap.org"],
        // The installable app (issue #29): its manifest and its service worker, both our own files.
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  // After helmet, so the refusal carries the security headers too; before any route reads a body.
  refuseCrossOriginWrites(app, config.publicUrl);
  refuseHiddenCharactersInQueries(app);
  refuseDemoPathsOutsideDemo(app, config.appEnv);
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });

  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: "/",
    wildcard: false,
    index: false,
    // Our setHeaders decides; without this the plugin overwrites it with max-age=0.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker is looked at again on every visit, so a new build's reaches phones at once.
      const worker = filePath.endsWith(`${path.sep}sw.js`);
      res.setHeader("Cache-Control", hashed ? "public, max-age=31536000, immutable" : worker ? "no-cache" : "public, max-age=3600");
    },
  });

  await app.register(healthRoutes, { db, drain: options.drain, rateLimitStore: options.services.rateLimitStore });
  await app.register(seoFileRoutes, { config });
  await app.register(webManifestRoutes, { brandName: config.brand.name });
  await app.register(textCatalogRoutes, { build: options.build });
  // onClose runs once in-flight requests are done and before the caller closes the database (server/start.ts):
  // a graceful shutdown writes the queued views instead of losing them.
  const pageViews = new PageViewRecorder(db, app.log);
  app.addHook("onClose", async () => pageViews.close());
  await app.register(pageViewRoutes, { pageViews });
  await app.register(paymentWebhookRoutes, { payments: options.services.payments });
  await app.register(invoicePdfRoutes, { db, services: options.services, brand: config.brand, sessionCookie: https ? SESSION_COOKIE_SECURE : SESSION_COOKIE });
  const whatsAppChat = whatsAppChatParts(config, db, options.services);
  await app.register(whatsAppWebhookRoutes, { db, appSecret: whatsAppChat.appSecret, verifyToken: config.whatsapp.verifyToken, chat: whatsAppChat.chat });

  const core = coreForPages(db, options.referenceReads ?? readEveryTime);
  const makeContext = (request: FastifyRequest, reply: FastifyReply): NikatContext => {
    // Not new URL(request.url, base): a path like "//" would read as a host and throw.
    const pathname = decodeSafely(request.url.split("?")[0] ?? "/");
    // React Router's data requests end in .data; anything else is a whole-page load.
    const documentRequest = !pathname.endsWith(".data");
    const pagePath = pathname.replace(/\/_root\.data$/, "/").replace(/\.data$/, "");
    const pathLanguage = languageOfPath(pagePath);
    const lang = resolveLanguage({
      pathLanguage,
      cookie: request.cookies[LANGUAGE_COOKIE],
      acceptLanguage: request.headers["accept-language"],
    });
    if (pathLanguage && request.cookies[LANGUAGE_COOKIE] !== pathLanguage) {
      const { name, value, options } = languageCookie(pathLanguage, { secure: https });
      reply.setCookie(name, value, options);
    }
    let browserId = request.cookies[BROWSER_ID_COOKIE];
    if (!browserId || !/^[0-9a-f-]{36}$/.test(browserId)) {
      browserId = randomUUID();
      reply.setCookie(BROWSER_ID_COOKIE, browserId, cookieOptions(TRACKING_COOKIE_MAX_AGE_SECONDS, { secure: https }));
    }
    if (request.method === "GET" && documentRequest) {
      request.pageView = { browserId, language: lang, path: pathForLogs(pagePath) };
    }
    return {
      core,
      lang,
      cspNonce: (reply.raw as ScriptNonceCarrier).scriptNonce ?? "",
      renderMode: config.renderMode,
      modulesReload: options.mode === "development",
      documentRequest,
      browserId,
      clientIp: request.ip,
      origin: config.publicUrl ?? `${request.protocol}://${request.host}`,
      appEnv: config.appEnv,
      secureCookies: https,
      sessionToken: request.cookies[https ? SESSION_COOKIE_SECURE : SESSION_COOKIE],
      auth: options.services.auth,
      payments: options.services.payments,
      storage: options.services.storage,
      dataExports: options.services.dataExports,
      cookies: request.cookies,
      log: request.log,
      brand: config.brand,
      privacy: config.privacy,
      whatsAppChat: whatsAppChat.forPages,
    };
  };

  await app.register(async (pages) => {
    // React Router reads the raw body itself (form posts, uploads); Fastify must leave it unread.
    pages.removeAllContentTypeParsers();
    addPageCacheControl(pages, { fixedOrigin: config.publicUrl !== undefined });
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const maxBytesFor = (request: FastifyRequest) => request.pageBodyLimit ?? DEFAULT_PAGE_BODY_LIMIT;
    // A 50 MB post is refused by its declared length before any of it is read; one without a length is counted as it streams.
    pages.addHook("onRequest", async (request) => {
      // A GET or HEAD carries no body React Router reads: no route to look up.
      if (request.method === "GET" || request.method === "HEAD") return;
      request.pageBodyLimit = pageBodyLimitFor(await options.build(), request.url.split("?")[0] ?? "/");
      if (declaredLengthOver(request.headers, maxBytesFor(request))) throw payloadTooLarge();
    });
    const handler = reactRouterHandler(options.build, options.mode ?? "production", makeContext, maxBytesFor, databaseOutage(db, config.brand, builtFontFaces(options.clientDir)));
    pages.route({ method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"], url: "/*", handler });
    pages.route({ method: ["GET", "HEAD", "POST"], url: "/", handler });
  });

  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      { method: request.method, path: pathForLogs(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      "request",
    );
    const view = request.pageView;
    if (!view) return;
    const type = String(reply.getHeader("content-type") ?? "");
    if (!type.startsWith("text/html")) return;
    // Recording is best effort: a page is never slowed or broken by it (the recorder queues, and writes in batches).
    pageViews.record({
      browserId: view.browserId,
      language: view.language,
      userAgent: request.headers["user-agent"],
      ip: request.ip,
      path: view.path,
    });
  });

  return app;
}

function decodeSafely(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

