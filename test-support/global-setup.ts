import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { loadReferenceData } from "../core/reference-data/load-reference-data";
import { createDb, migrateToLatest } from "../db/client";
import { startEmbeddedPostgres } from "../db/embedded-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One migrated, empty database for the whole run: on TEST_DATABASE_URL's server when set (a fresh
 * database is created there and dropped afterwards), else in an embedded PostgreSQL in a temp folder.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string;
  let teardown: () => Promise<void>;

  if (adminUrl) {
    const name = `nikat_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    teardown = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-test-pg-"));
    await fs.chmod(dir, 0o755);
    const embedded = await startEmbeddedPostgres(path.join(dir, "pg"));
    databaseUrl = embedded.connectionString;
    teardown = async () => {
      await embedded.stop();
      await fs.rm(dir, { recursive: true, force: true });
    };
  }

  const db = createDb(databaseUrl, { max: 2 });
  try {
    await migrateToLatest(db);
    await loadReferenceData(db);
  } finally {
    await db.destroy();
  }
  project.provide("databaseUrl", databaseUrl);
  return teardown;
}
