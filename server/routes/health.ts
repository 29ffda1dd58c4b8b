import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import type { Db } from "../../db/client";
import { DATABASE_RETRY_AFTER_SECONDS } from "../database-unavailable";

export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get("/healthz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok", uptimeSeconds: Math.round(process.uptime()) };
  });

  app.get("/readyz", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    try {
      await sql`select 1`.execute(db);
      return { status: "ok", database: "up" };
    } catch (error) {
      request.log.warn({ err: error }, "database not reachable");
      // Like the pages' 503: a probe or a load balancer knows when asking again makes sense.
      return reply.status(503).header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS)).send({ status: "unavailable", database: "down" });
    }
  });
};
