import type { Migration, MigrationProvider } from "kysely";
import * as m0001 from "./migrations/0001-init";

/** Every migration, in order. Listed here (not read from disk) so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  "0001-init": m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
