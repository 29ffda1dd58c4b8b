// npm run user:create -- --phone 9XXXXXXXXX --role admin --password '…' [--name 'Asha Roy'] [--lab-id 12 (role lab)]
import { parseArgs } from "node:util";
import { createOrUpdateUser, ROLES } from "../../core/auth/create-user";
import { isAppError } from "../../core/errors/app-error";
import { openDatabase } from "../../db/open-database";
import type { Role } from "../../db/schema";
import { loadConfig } from "../config";
import { reportFailure } from "../../core/errors/report-failure";

const { values } = parseArgs({
  options: { phone: { type: "string" }, role: { type: "string", default: "patient" }, password: { type: "string" }, name: { type: "string" }, "lab-id": { type: "string" } },
});
const labId = values["lab-id"] === undefined ? undefined : Number(values["lab-id"]);
if (!values.phone || !ROLES.includes(values.role as Role) || (labId !== undefined && !Number.isSafeInteger(labId))) {
  console.error(`usage: npm run user:create -- --phone 9XXXXXXXXX --role ${ROLES.join("|")} [--password …] [--name …] [--lab-id N (role lab)]`);
  process.exit(2);
}

const config = loadConfig();
const { db, close } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  const user = await createOrUpdateUser(db, { phone: values.phone, role: values.role as Role, password: values.password, name: values.name, labId });
  console.log(`user ${user.id}: ${user.phone} is now ${user.role}${values.password ? " with a password" : ""}`);
} catch (error) {
  // An unexpected error is reported by name and code only: its text can quote the phone number.
  if (isAppError(error)) console.error(`refused: ${error.code}`);
  else reportFailure(undefined, error, "user not created");
  process.exitCode = 1;
} finally {
  await close();
}
