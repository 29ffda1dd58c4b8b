// Bundles the Fastify host (server/, core/, db/) into build/host/start.js; packages stay in node_modules.
import { copyFileSync } from "node:fs";
import { build } from "esbuild";

const out = `${process.env.BUILD_DIR ?? "build"}/host`;

/** One bundle of the host, with the options every host bundle shares. */
const bundle = (entry, file) =>
  build({
    entryPoints: [entry],
    outfile: `${out}/${file}`,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    logLevel: "warning",
  });

await bundle("server/start.ts", "start.js");
// Tracing, loaded before the host when OTEL_EXPORTER_OTLP_ENDPOINT is set (server/tracing-preload.ts).
await bundle("server/tracing-preload.ts", "tracing.js");

// Reference data the host loads into an empty database ships inside the build.
copyFileSync("db/data/in-pincodes.tsv.gz", `${out}/in-pincodes.tsv.gz`);
