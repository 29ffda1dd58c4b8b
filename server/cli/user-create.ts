// npm run user:create -- --phone 9XXXXXXXXX --role admin --password '…' [--name 'Asha Roy']
import path from "node:path";
import { parseArgs } from "node:util";
import { createOrUpdateUser, ROLES } from "../../core/auth/create-user";
import { isAppError } from "../../core/errors/app-error";
import { createDb, migrateToLatest } from "../../db/client";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../db/embedded-postgres";
import type { Role } from "../../db/schema";
import { loadConfig } from "../config";

const { values } = parseArgs({
  options: { phone: { type: "string" }, role: { type: "string", default: "patient" }, password: { type: "string" }, name: { type: "string" } },
});
if (!values.phone || !ROLES.includes(values.role as Role)) {
  console.error(`usage: npm run user:create -- --phone 9XXXXXXXXX --role ${ROLES.join("|")} [--password …] [--name …]`);
  process.exit(2);
}

const config = loadConfig();
let embedded: EmbeddedDatabase | undefined;
let url = config.databaseUrl;
if (!url) {
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, "pg"));
  url = embedded.connectionString;
}
const db = createDb(url, { max: 1 });
try {
  await migrateToLatest(db);
  const user = await createOrUpdateUser(db, { phone: values.phone, role: values.role as Role, password: values.password, name: values.name });
  console.log(`user ${user.id}: ${user.phone} is now ${user.role}${values.password ? " with a password" : ""}`);
} catch (error) {
  console.error(isAppError(error) ? `refused: ${error.code}` : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
  await embedded?.stop();
}
