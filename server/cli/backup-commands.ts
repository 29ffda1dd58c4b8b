import fs from "node:fs";
import path from "node:path";
import { BackupError } from "../../db/backup/backup-error";
import { describeStartupFailure, StartupError } from "../../db/startup-error";
import { ConfigError } from "../config";

export const log = (line: string) => console.error(`[nikat] ${line}`);

/** This release's version, written into every backup's manifest. */
export function appVersion(): string {
  const file = path.resolve(import.meta.dirname, "../../package.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
}

/** One line for any failure of `npm run backup` or `npm run restore`, and exit code 1. */
export function failWith(error: unknown, what: "backup" | "restore"): never {
  if (error instanceof BackupError || error instanceof StartupError || error instanceof ConfigError) console.error(`[nikat] ${what} failed: ${error.message}`);
  else console.error(`[nikat] ${what} failed: ${describeStartupFailure(error, undefined).replace(/^start-up failed: /, "")}`);
  if (process.env.LOG_LEVEL === "debug") console.error(error);
  process.exit(1);
}
