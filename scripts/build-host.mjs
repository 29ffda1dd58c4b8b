// Bundles the Fastify host (server/, core/, db/) into build/host/start.js; packages stay in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["server/start.ts"],
  outfile: `${process.env.BUILD_DIR ?? "build"}/host/start.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// Tracing, loaded before the host when OTEL_EXPORTER_OTLP_ENDPOINT is set (server/tracing-preload.ts).
await build({
  entryPoints: ["server/tracing-preload.ts"],
  outfile: `${process.env.BUILD_DIR ?? "build"}/host/tracing.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// Reference data the host loads into an empty database ships inside the build.
const { copyFileSync } = await import("node:fs");
copyFileSync("db/data/in-pincodes.tsv.gz", `${process.env.BUILD_DIR ?? "build"}/host/in-pincodes.tsv.gz`);
