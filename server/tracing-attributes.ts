import type { FastifyInstance } from "fastify";
import { routeLabel } from "./metrics";

/**
 * Names each request's span by its route pattern (as the metrics count it: pages by their section, so an address
 * never carries an id or a query into a span name) and tags it with the request id the logs carry.
 */
export async function addRequestSpanAttributes(app: FastifyInstance, pageSections: ReadonlySet<string>): Promise<void> {
  const { trace } = await import("@opentelemetry/api");
  app.addHook("onRequest", async (request) => {
    const span = trace.getActiveSpan();
    if (!span) return;
    const route = routeLabel(request, pageSections);
    span.setAttributes({ "http.route": route, "nikat.request_id": request.id });
    span.updateName(`${request.method} ${route}`);
  });
}
