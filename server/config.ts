import path from "node:path";
import { z } from "zod";
import { RENDER_MODES } from "../app/render/render-mode";
import { secretStrengthProblem } from "./session-secret-strength";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy";

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

const phone10 = z.string().regex(/^\d{10}$/, "must be a 10-digit phone number");

const envSchema = z.object({
  APP_ENV: z.enum(["demo", "production"]).default("demo"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  MESSENGER: z.enum(["outbox", "whatsapp-cloud"]).default("outbox"),
  PAYMENT_GATEWAY: z.enum(["sandbox", "phonepe"]).default("sandbox"),
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)")
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, "must be a region name such as ap-south-1").optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// URL")
    .optional(),
  DEMO_DATA: booleanFlag.optional(),
  TRUST_PROXY: z.string().optional(),
  ALLOW_LOCAL_STORAGE: booleanFlag.default(false),
  RENDER_MODE: z.enum(RENDER_MODES).default("whole"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  METRICS_TOKEN: z.string().min(24, "must be at least 24 characters (openssl rand -hex 24)").optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL (OTLP over HTTP)" }).optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int("must be a whole number of seconds").min(0, "must be 0 to 120").max(120, "must be 0 to 120").default(10),
  BRAND_NAME: z.string().min(1).default("Nikat"),
  SUPPORT_PHONE: phone10.default("9800000000"),
  SUPPORT_EMAIL: z.email().default("support@nikat.in"),
  SUPPORT_WHATSAPP: phone10.optional(),
  INVOICE_LINK_DAYS: z.coerce.number().int("must be a whole number of days").min(1, "must be 1 to 365").max(365, "must be 1 to 365").default(30),
  SECURITY_CONTACT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+\.[^\s@]+|https:\/\/\S+|tel:\+?[\d-]+)$/, "must be a mailto:, https:// or tel: address (RFC 9116 Contact)")
    .optional(),
  INTERNAL_ALERT_PHONE: phone10.optional(),
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(100).default("Grievance Officer (demo)"),
  GRIEVANCE_OFFICER_EMAIL: z.email().default("grievance@nikat.in"),
  GRIEVANCE_OFFICER_PHONE: phone10.optional(),
  GRIEVANCE_ANSWER_DAYS: z.coerce.number().int("must be a whole number of days").min(1, "must be 1 to 90").max(90, "must be 1 to 90").default(7),
  DEV_NOT_ON_WHATSAPP: z
    .string()
    .regex(/^\d{10}(\s*,\s*\d{10})*$/, "must be a comma-separated list of 10-digit numbers")
    .optional(),
  WHATSAPP_API_BASE: z.url().default("https://graph.facebook.com/v21.0"),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, "must be the numeric phone number id").optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  CHROMIUM_PATH: z.string().min(1).default("/usr/bin/chromium"),
  PHONEPE_BASE_URL: z.url().default("https://api.phonepe.com/apis/pg"),
  PHONEPE_AUTH_URL: z.url().default("https://api.phonepe.com/apis/identity-manager"),
  PHONEPE_CLIENT_ID: z.string().min(1).optional(),
  PHONEPE_CLIENT_SECRET: z.string().min(1).optional(),
  PHONEPE_CLIENT_VERSION: z.string().regex(/^\d+$/, "must be the numeric client version").default("1"),
  PHONEPE_WEBHOOK_USERNAME: z.string().min(1).optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

export type PrivacyContacts = {
  grievanceOfficer: { name: string; email: string; phone: string };
  grievanceAnswerDays: number;
};

export type Config = {
  appEnv: Env["APP_ENV"];
  isDemo: boolean;
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  messenger: Env["MESSENGER"];
  paymentGateway: Env["PAYMENT_GATEWAY"];
  storage: Env["STORAGE"];
  /** With STORAGE=s3 (checked present); no credentials means the AWS SDK's own chain (an instance role). */
  s3: {
    bucket: string | undefined;
    region: string | undefined;
    endpoint: string | undefined;
    forcePathStyle: boolean;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
  };
  redisUrl: string | undefined;
  demoData: boolean;
  /** false, a number of hops, or the proxies' addresses (server/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Production on one machine only: files kept in DATA_DIR on purpose. */
  allowLocalStorage: boolean;
  logLevel: Env["LOG_LEVEL"];
  /** How pages are rendered: "whole" (the default) or React Router's stock streaming entry (app/render/render-mode.ts). */
  renderMode: Env["RENDER_MODE"];
  /** Bearer token for /metrics; unset, /metrics does not exist. */
  metricsToken: string | undefined;
  /** After SIGTERM: how long /readyz says 503 while requests are still served, before the server closes. */
  shutdownDrainMs: number;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: traces by OTLP over HTTP (decision 0023); unset, no tracing code is loaded. */
  otlpEndpoint: string | undefined;
  brand: {
    name: string;
    supportPhone: string;
    supportEmail: string;
    supportWhatsApp: string;
  };
  /** Issue #34: the Grievance Officer the privacy policy names, and the days within which a grievance is answered. */
  privacy: PrivacyContacts;
  /** Days a shared invoice link works (decision 0030). */
  invoiceLinkDays: number;
  /** /.well-known/security.txt's Contact (RFC 9116); default mailto: the support e-mail. */
  securityContact: string;
  /** Where internal alerts (e.g. 'WhatsApp not found for: …') go. */
  internalAlertPhone: string;
  /** Demo/test only: numbers the outbox treats as not on WhatsApp. */
  devNotOnWhatsApp: ReadonlySet<string>;
  whatsapp: {
    apiBase: string;
    accessToken: string | undefined;
    phoneNumberId: string | undefined;
    appSecret: string | undefined;
    verifyToken: string | undefined;
  };
  /** Chromium that prints invoice PDFs. */
  chromiumPath: string;
  phonePe: {
    baseUrl: string;
    authUrl: string;
    clientId: string | undefined;
    clientSecret: string | undefined;
    clientVersion: string;
    webhookUsername: string | undefined;
    webhookPassword: string | undefined;
  };
};

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws one line that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? "invalid value"}`);
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === "object" && !Array.isArray(trustProxy) && trustProxy !== null) {
    throw new ConfigError(`Invalid environment variable TRUST_PROXY: ${trustProxy.error}`);
  }
  const config: Config = {
    appEnv: e.APP_ENV,
    isDemo: e.APP_ENV === "demo",
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    messenger: e.MESSENGER,
    paymentGateway: e.PAYMENT_GATEWAY,
    storage: e.STORAGE,
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ""),
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    },
    redisUrl: e.REDIS_URL,
    demoData: e.DEMO_DATA ?? e.APP_ENV === "demo",
    trustProxy,
    allowLocalStorage: e.ALLOW_LOCAL_STORAGE,
    logLevel: e.LOG_LEVEL,
    renderMode: e.RENDER_MODE,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    /** Tracing is started by server/tracing-preload.ts before the host loads; the host adds its span attributes. */
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    brand: {
      name: e.BRAND_NAME,
      supportPhone: e.SUPPORT_PHONE,
      supportEmail: e.SUPPORT_EMAIL,
      supportWhatsApp: e.SUPPORT_WHATSAPP ?? e.SUPPORT_PHONE,
    },
    privacy: {
      grievanceOfficer: { name: e.GRIEVANCE_OFFICER_NAME, email: e.GRIEVANCE_OFFICER_EMAIL, phone: e.GRIEVANCE_OFFICER_PHONE ?? e.SUPPORT_PHONE },
      grievanceAnswerDays: e.GRIEVANCE_ANSWER_DAYS,
    },
    invoiceLinkDays: e.INVOICE_LINK_DAYS,
    securityContact: e.SECURITY_CONTACT ?? `mailto:${e.SUPPORT_EMAIL}`,
    internalAlertPhone: e.INTERNAL_ALERT_PHONE ?? e.SUPPORT_PHONE,
    devNotOnWhatsApp: new Set((e.DEV_NOT_ON_WHATSAPP ?? "").split(",").map((n) => n.trim()).filter(Boolean)),
    whatsapp: {
      apiBase: e.WHATSAPP_API_BASE.replace(/\/+$/, ""),
      accessToken: e.WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      appSecret: e.WHATSAPP_APP_SECRET,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    },
    chromiumPath: e.CHROMIUM_PATH,
    phonePe: {
      baseUrl: e.PHONEPE_BASE_URL.replace(/\/+$/, ""),
      authUrl: e.PHONEPE_AUTH_URL.replace(/\/+$/, ""),
      clientId: e.PHONEPE_CLIENT_ID,
      clientSecret: e.PHONEPE_CLIENT_SECRET,
      clientVersion: e.PHONEPE_CLIENT_VERSION,
      webhookUsername: e.PHONEPE_WEBHOOK_USERNAME,
      webhookPassword: e.PHONEPE_WEBHOOK_PASSWORD,
    },
  };
  if (config.messenger === "whatsapp-cloud") {
    if (!config.whatsapp.accessToken) throw new ConfigError("Invalid environment variable WHATSAPP_ACCESS_TOKEN: required when MESSENGER=whatsapp-cloud");
    if (!config.whatsapp.phoneNumberId) throw new ConfigError("Invalid environment variable WHATSAPP_PHONE_NUMBER_ID: required when MESSENGER=whatsapp-cloud");
    if (!config.whatsapp.appSecret) throw new ConfigError("Invalid environment variable WHATSAPP_APP_SECRET: required when MESSENGER=whatsapp-cloud (webhook signatures)");
    if (!config.whatsapp.verifyToken) throw new ConfigError("Invalid environment variable WHATSAPP_VERIFY_TOKEN: required when MESSENGER=whatsapp-cloud (webhook subscription)");
  }
  if (config.paymentGateway === "phonepe") {
    for (const name of ["PHONEPE_CLIENT_ID", "PHONEPE_CLIENT_SECRET", "PHONEPE_WEBHOOK_USERNAME", "PHONEPE_WEBHOOK_PASSWORD"] as const) {
      if (!e[name]) throw new ConfigError(`Invalid environment variable ${name}: required when PAYMENT_GATEWAY=phonepe`);
    }
  }
  if (config.storage === "s3") {
    if (!e.S3_BUCKET) throw new ConfigError("Invalid environment variable S3_BUCKET: required when STORAGE=s3");
    if (!e.S3_REGION) throw new ConfigError("Invalid environment variable S3_REGION: required when STORAGE=s3 (e.g. ap-south-1; any name for a store that ignores it)");
    if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
      const missing = e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
      throw new ConfigError(`Invalid environment variable ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all`);
    }
  }
  if (config.appEnv === "production") assertProductionSafe(config);
  return config;
}

function assertProductionSafe(config: Config): void {
  const refuse = (name: string, why: string) => {
    throw new ConfigError(`Invalid environment variable ${name}: ${why} (APP_ENV=production)`);
  };
  if (!config.databaseUrl) refuse("DATABASE_URL", "must point at a managed PostgreSQL, not the embedded one");
  if (!config.sessionSecret) refuse("SESSION_SECRET", "must be set; a generated secret is for demo mode only");
  const weakness = secretStrengthProblem(config.sessionSecret ?? "");
  if (weakness) refuse("SESSION_SECRET", weakness);
  if (config.storage === "local" && !config.allowLocalStorage) {
    refuse("STORAGE", "must be s3; local files live on one machine only (set ALLOW_LOCAL_STORAGE=true to keep them in DATA_DIR on a one-machine deployment)");
  }
  if (!config.publicUrl?.startsWith("https://")) refuse("PUBLIC_URL", "must be an https:// address");
  if (config.messenger === "outbox") refuse("MESSENGER", "must be whatsapp-cloud; the outbox is for demo mode only");
  if (config.paymentGateway === "sandbox") refuse("PAYMENT_GATEWAY", "must be phonepe; the sandbox is for demo mode only");
  if (config.demoData) refuse("DEMO_DATA", "must be off in production");
  if (config.devNotOnWhatsApp.size > 0) refuse("DEV_NOT_ON_WHATSAPP", "is for demos and tests only");
}
