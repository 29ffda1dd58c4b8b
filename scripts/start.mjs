// `npm start`: build when the optimised build is missing or older than the sources, then run it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const entry = path.join(buildDir, "host/start.js");
const sources = ["app", "core", "db", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

const built = fs.existsSync(entry) && fs.existsSync(path.join(buildDir, "server/index.js"));
const stale = built && Math.max(...sources.map(newestMtime)) > fs.statSync(entry).mtimeMs;
if (!built || stale) {
  console.log(built ? "[nikat] sources changed: rebuilding" : "[nikat] building the optimised app (first start)");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The build keeps packages external: a build directory outside the project must still find node_modules.
const outside = path.relative(root, buildDir).startsWith("..");
const link = path.join(buildDir, "node_modules");
if (outside && !fs.existsSync(link)) fs.symlinkSync(path.join(root, "node_modules"), link, "dir");

process.env.NODE_ENV ??= "production";
// Tracing hooks must be in place before the host imports pg and http: nothing is loaded without the variable.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await import(path.join(buildDir, "host/tracing.js"));
await import(entry);
