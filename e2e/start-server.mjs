// Playwright's webServer: the built app on a fresh data directory every run, so tests never see old state.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const entry = path.join(buildDir, "host", "start.js");
if (!fs.existsSync(entry)) {
  console.error(`[e2e] ${entry} is missing: run \`npm run build\` first (npm run test:e2e does).`);
  process.exit(1);
}

// The build keeps packages external; a build directory outside the project (BUILD_DIR=/tmp/...) must still find them.
const relative = path.relative(root, buildDir);
if (relative.startsWith("..") || path.isAbsolute(relative)) {
  const link = path.join(buildDir, "node_modules");
  if (!fs.existsSync(link)) fs.symlinkSync(path.join(root, "node_modules"), link, "dir");
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nikat-e2e-"));
// mkdtemp makes it private to us; as root, embedded PostgreSQL runs as the postgres user, who must reach its cluster.
fs.chmodSync(dataDir, 0o755);
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV ??= "production";
process.env.APP_ENV ??= "demo";
process.env.LOG_LEVEL ??= "warn";
// The outbox messenger treats this number as not on WhatsApp, so the error path can be tested (not a demo staff
// number: staff get their second login step on WhatsApp).
process.env.DEV_NOT_ON_WHATSAPP ??= "9000000099";
if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
else delete process.env.DATABASE_URL;

// Issue #34: every line the server writes during the run (its log at info, and standard error) is kept in one file,
// which e2e/global-teardown.ts scans for personal data when the run ends.
if (process.env.E2E_SERVER_LOG) {
  const file = fs.createWriteStream(process.env.E2E_SERVER_LOG, { flags: "w" });
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    stream.write = (chunk, ...rest) => {
      file.write(chunk);
      return write(chunk, ...rest);
    };
  }
}

// The server's own SIGTERM handler stops embedded PostgreSQL and exits; the data directory goes with it.
process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));

await import(pathToFileURL(entry).href);
