// OpenTelemetry tracing, only when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 0023). Every package is imported
// here on demand, so a process without the variable loads none of them.
import type { Attributes } from "@opentelemetry/api";
import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace-node";

/**
 * The only span attributes exported: methods, status codes, route patterns, the request id, the database's
 * operation and SQL text. node-postgres sends values apart from the text (Kysely always binds them), and the pg
 * instrumentation records them only with enhancedDatabaseReporting, left off. Everything else the instrumentations
 * record is dropped before it leaves the process: full URLs and targets (query strings: tokens, phone numbers),
 * client addresses, user agents, the database user and connection string.
 */
export const EXPORTED_ATTRIBUTES: ReadonlySet<string> = new Set([
  "http.method",
  "http.request.method",
  "http.status_code",
  "http.response.status_code",
  "http.route",
  "http.scheme",
  "url.scheme",
  "http.flavor",
  "network.protocol.version",
  "server.address",
  "server.port",
  "net.peer.name",
  "net.peer.port",
  "db.system",
  "db.system.name",
  "db.name",
  "db.namespace",
  "db.operation",
  "db.operation.name",
  "db.statement",
  "db.query.text",
  "error.type",
  "nikat.request_id",
]);

const allowed = (attributes: Attributes | undefined, keys: ReadonlySet<string>): Attributes =>
  Object.fromEntries(Object.entries(attributes ?? {}).filter(([key]) => keys.has(key)));

const EVENT_ATTRIBUTES: ReadonlySet<string> = new Set(["exception.type"]);

/**
 * A span as it may leave the process: allowed attributes only, error messages and stack traces dropped (a
 * database error quotes the values it refused, such as a phone number), the status kept without its message.
 */
export function scrubbedSpan(span: ReadableSpan): ReadableSpan {
  return Object.create(span, {
    attributes: { value: allowed(span.attributes, EXPORTED_ATTRIBUTES), enumerable: true },
    events: { value: span.events.map((event) => ({ ...event, attributes: allowed(event.attributes, EVENT_ATTRIBUTES) })), enumerable: true },
    status: { value: { code: span.status.code }, enumerable: true },
  }) as ReadableSpan;
}

/** Hands the exporter only scrubbed spans. */
export function scrubbingExporter(inner: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => inner.export(spans.map(scrubbedSpan), done),
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}

/** Health checks and scrapes are not worth a trace each (a balancer asks every few seconds). */
const UNTRACED_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * Starts the tracer provider and the instrumentations: incoming and outgoing HTTP (node:http), fetch (undici: the
 * payment gateway, WhatsApp) and PostgreSQL (pg). Spans go by OTLP over HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the
 * exporter reads it and OTEL_EXPORTER_OTLP_HEADERS itself), in batches. Must run before the app's modules load.
 * Returns the provider's shutdown, which sends what is still batched.
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<() => Promise<void>> {
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, { registerInstrumentations }, { HttpInstrumentation }, { PgInstrumentation }, { UndiciInstrumentation }] =
    await Promise.all([
      import("@opentelemetry/sdk-trace-node"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/resources"),
      import("@opentelemetry/instrumentation"),
      import("@opentelemetry/instrumentation-http"),
      import("@opentelemetry/instrumentation-pg"),
      import("@opentelemetry/instrumentation-undici"),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME ?? "nikat" }),
    spanProcessors: [new BatchSpanProcessor(scrubbingExporter(new OTLPTraceExporter()))],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? "").split("?")[0]!),
        // The exporter's own requests to the collector would trace themselves.
        ignoreOutgoingRequestHook: () => true,
      }),
      new UndiciInstrumentation(),
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    ],
  });
  return () => provider.shutdown();
}

/**
 * Sends the spans still batched (the host calls it last when it stops). The provider started by the preload is a
 * separate bundle's object: it is reached through the API's global registration.
 */
export async function flushTracing(): Promise<void> {
  const { trace } = await import("@opentelemetry/api");
  const registered = trace.getTracerProvider() as { getDelegate?: () => { forceFlush?: () => Promise<void> } };
  await registered.getDelegate?.().forceFlush?.();
}
