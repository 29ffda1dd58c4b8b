// Loaded before the host (scripts/start.mjs imports it first, or `node --import ./build/host/tracing.js`): with
// OTEL_EXPORTER_OTLP_ENDPOINT set, registers the ES-module hook the instrumentations patch through, then starts
// tracing, so pg, http and fetch are instrumented when the host imports them. Without it, nothing is loaded.
import { register } from "node:module";
import { startTracing } from "./tracing";

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // Only pg is an ES import of the host that needs the hook (http is required by Fastify and fetch reports through
  // diagnostics channels); wrapping every module instead doubled the start-up time (bench/tracing-cost.mjs).
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url, { data: { include: ["pg"] } });
  await startTracing();
}
