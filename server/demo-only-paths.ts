import type { FastifyInstance } from "fastify";
import { AppError } from "../core/errors/app-error";

/** The demo's own tools (the WhatsApp outbox, the demo order), and their .data twins. */
const DEMO_ONLY = /^\/dev(?:\/|\.data|$)/;

/**
 * Outside demo mode the /dev pages do not exist: the host answers 404 for every method before React Router is
 * asked, so not even the route's name shows in a page's manifest, and a /dev route added later is covered too.
 * The pages check the mode again themselves (app/routes/dev-*.ts).
 */
export function refuseDemoPathsOutsideDemo(app: FastifyInstance, appEnv: string): void {
  if (appEnv === "demo") return;
  app.addHook("onRequest", async (request) => {
    if (DEMO_ONLY.test(request.url.split("?")[0] ?? "")) throw new AppError("notFound", 404);
  });
}
