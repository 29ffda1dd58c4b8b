import type { CompiledQuery } from "kysely";
import type { Db } from "../../db/client";
import { readEveryTime, type Recall } from "./recent-reads";

/** A Kysely query (or a `sql` template bound to its database) as a reader of reference data runs it. */
export type ReadQuery<Row> = { compile(): CompiledQuery; execute(): Promise<Row[]> };

/**
 * The database as the readers of reference data see it: labs, hospitals, pharmacies, doctors and their chambers,
 * specialities. Those are the same for every visitor who asks the same question (a place, a test), hold nothing
 * about any visitor, and change rarely (by staff, in the database), so an answer may come from a recent read.
 * Every such reader takes one of these instead of a bare `Db`: the cache comes with the database, and no caller
 * can leave it out (decision 0020).
 */
export type ReferenceReads = {
  /** For building the queries; their rows come through `rows`. */
  readonly db: Db;
  /** A query's rows, perhaps from a recent read of the same question: its SQL and its parameters. */
  rows<Row>(query: ReadQuery<Row>): Promise<readonly Row[]>;
};

/** Reads of reference data answered through `recall` (server/app.ts builds the one the pages use). */
export function referenceReads(db: Db, recall: Recall): ReferenceReads {
  if (recall === readEveryTime) return uncachedReferenceReads(db);
  return {
    db,
    rows: (query) => {
      const { sql, parameters } = query.compile();
      return recall(`${sql}\u0000${JSON.stringify(parameters)}`, () => query.execute());
    },
  };
}

/** The opt-out: every read asks the database (the tests, `npm run dev`, staff screens, searches). */
export function uncachedReferenceReads(db: Db): ReferenceReads {
  return { db, rows: (query) => query.execute() };
}
