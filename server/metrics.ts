import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { readOperationalCounts, type OperationalCounts } from "../core/operations/operational-counts";
import { reportFailure } from "../core/errors/report-failure";
import { poolStats, type Db } from "../db/client";

/** The counts read from the database are kept this long: a scrape every few seconds from several Prometheus servers asks once. */
const COUNTS_KEPT_MS = 15_000;

export type MetricsOptions = {
  db: Db;
  /** METRICS_TOKEN: /metrics answers only with `Authorization: Bearer <token>`; unset, /metrics does not exist. */
  token: string | undefined;
  /** Where rate-limit counters are kept now (1 = Redis, 0 = PostgreSQL). */
  rateLimitStore: () => "redis" | "postgres";
  /** REDIS_URL is set: counters in PostgreSQL then mean Redis does not answer. */
  redisConfigured: boolean;
  /** The first path segments that name a page (from the route table): every other address is counted as "other". */
  pageSections: ReadonlySet<string>;
  draining: () => boolean;
  /** Jobs waiting per pg-boss queue (start.ts passes the job runner's; tests and tools run none). */
  jobQueueDepths?: () => Promise<Record<string, number>>;
};

/**
 * Prometheus metrics on /metrics (prom-client): requests by route pattern, method and status class with their
 * latency; the database pool; the operational counts (failed and stuck messages, refunds due, payments held);
 * readiness; process memory, CPU and event-loop lag. Alert rules and a dashboard are in ops/.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "nikat_" });

  const requests = new Histogram({
    name: "nikat_http_request_duration_seconds",
    help: "Time from the request's arrival to the last byte of its answer, by route pattern, method and status class.",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    requests.observe(
      { route: routeLabel(request, options.pageSections), method: request.method, status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: "nikat_db_pool_connections",
    help: "The process's database connections: in use, idle, and queries waiting for one.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = poolStats(options.db);
      if (!stats) return;
      this.set({ state: "in_use" }, stats.total - stats.idle);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
      this.set({ state: "max" }, stats.max);
    },
  });
  new Gauge({
    name: "nikat_ready",
    help: "1 while the process takes traffic, 0 while it drains after SIGTERM.",
    registers: [registry],
    collect() {
      this.set(options.draining() ? 0 : 1);
    },
  });
  new Gauge({
    name: "nikat_rate_limits_in_redis",
    help: "1 while rate-limit counters are kept in Redis, 0 while in PostgreSQL (no REDIS_URL, or Redis does not answer).",
    registers: [registry],
    collect() {
      this.set(options.rateLimitStore() === "redis" ? 1 : 0);
    },
  });

  new Gauge({ name: "nikat_redis_configured", help: "1 when REDIS_URL is set.", registers: [registry] }).set(options.redisConfigured ? 1 : 0);

  const { jobQueueDepths } = options;
  if (jobQueueDepths) {
    new Gauge({
      name: "nikat_job_queue_depth",
      help: "Jobs waiting in each background queue (messages, reconciliation, …), not yet taken by a worker.",
      labelNames: ["queue"] as const,
      registers: [registry],
      async collect() {
        const depths = await jobQueueDepths().catch((error: unknown) => reportFailure(undefined, error, "metrics: queue depths not read"));
        for (const [queue, depth] of Object.entries(depths ?? {})) this.set({ queue }, depth);
      },
    });
  }

  const counts = recentCounts(options.db);
  const countGauges: Array<[keyof OperationalCounts, string, string]> = [
    ["messagesFailedLastHour", "nikat_messages_failed_last_hour", "WhatsApp messages that failed in the last hour."],
    ["messagesStuck", "nikat_messages_stuck", "Messages still queued 10 minutes after they were stored."],
    ["refundsDue", "nikat_refunds_due", "Orders whose money is owed back to the patient (refund Due)."],
    ["paymentsHeldWithoutRefund", "nikat_payments_held_without_refund", "Payments held for checking with no refund decided."],
  ];
  for (const [key, name, help] of countGauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const latest = await counts();
        if (latest) this.set(latest[key]);
      },
    });
  }

  if (!options.token) return;
  const expected = Buffer.from(`Bearer ${options.token}`);
  app.get("/metrics", async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    reply.header("Cache-Control", "no-store");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).header("WWW-Authenticate", 'Bearer realm="metrics"').send({ error: "a bearer token is required" });
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

/**
 * Fastify's own routes by their pattern; pages (all served by React Router through one catch-all) by their first
 * path segment when it names a page section, so a crawler's made-up addresses cannot make new series.
 */
export function routeLabel(request: FastifyRequest, pageSections: ReadonlySet<string>): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return "unmatched";
  if (pattern !== "/*") return pattern;
  const first = request.url.split(/[/?#]/)[1] ?? "";
  if (first === "") return "/";
  return pageSections.has(first) ? `/${first}/*` : "other";
}

/** The operational counts, read at most once per COUNTS_KEPT_MS; a failed read is reported and leaves the last values. */
function recentCounts(db: Db): () => Promise<OperationalCounts | undefined> {
  let kept: { at: number; counts: Promise<OperationalCounts | undefined> } | undefined;
  return () => {
    if (!kept || Date.now() - kept.at > COUNTS_KEPT_MS) {
      kept = {
        at: Date.now(),
        counts: readOperationalCounts(db).catch((error: unknown) => {
          reportFailure(undefined, error, "metrics: operational counts not read");
          kept = undefined;
          return undefined;
        }),
      };
    }
    return kept.counts;
  };
}
