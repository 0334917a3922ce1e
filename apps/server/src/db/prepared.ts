import type { Database } from './client.ts';

/**
 * A statement built once per database handle and prepared on each connection under `name`, for the
 * reads every signed-in request makes. Drizzle builds a query's SQL anew on every call (most of
 * a session lookup's server time under load, measured in bench/README.md); a prepared one skips
 * that, and PostgreSQL skips parsing and planning it again on the same connection. Named statements
 * live on a server connection: a pooler between the portal and PostgreSQL must keep them (PgBouncer's
 * `max_prepared_statements` in transaction mode).
 */
export function preparedStatement<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
