import type { Migration, MigrationProvider } from "kysely";
import * as m0001 from "./migrations/0001-init";
import * as m0002 from "./migrations/0002-accounts";

/** Every migration, in order. Listed here (not read from disk) so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  "0001-init": m0001,
  "0002-accounts": m0002,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
