import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import { reportFailure } from "../../core/errors/report-failure";
import type { Db } from "../../db/client";
import { DATABASE_RETRY_AFTER_SECONDS } from "../database-unavailable";
import type { Drain } from "../drain";

export type HealthOptions = {
  db: Db;
  drain?: Drain;
  /** Where rate-limit counters are kept now: Redis, or PostgreSQL (by choice, or while Redis does not answer). */
  rateLimitStore: () => string;
};

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { db, drain, rateLimitStore }) => {
  app.get("/healthz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok", uptimeSeconds: Math.round(process.uptime()) };
  });

  app.get("/readyz", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (drain?.draining) {
      return reply.status(503).header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS)).send({ status: "draining" });
    }
    try {
      await sql`select 1`.execute(db);
      // A Redis that does not answer is not a reason to take the process out: counters go on in PostgreSQL.
      return { status: "ok", database: "up", rateLimits: rateLimitStore() };
    } catch (error) {
      reportFailure(request, error, "database not reachable");
      // Like the pages' 503: a probe or a load balancer knows when asking again makes sense.
      return reply.status(503).header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS)).send({ status: "unavailable", database: "down" });
    }
  });
};
