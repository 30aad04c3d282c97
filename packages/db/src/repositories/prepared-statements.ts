import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { CatalogDb } from '../client.ts';
import { rowsOf } from './list-filters.ts';

const dialect = new PgDialect();

/**
 * Reads on hot paths whose planning costs more than running them, as named prepared statements: on PostgreSQL each
 * pooled connection (node-postgres keeps them per connection) parses and plans a statement once and afterwards only
 * runs it with new parameters; PGlite runs it as `db.execute` would. Each variant of a statement is built and compiled
 * once per process: `variant` must name everything its text depends on, and the values go in as placeholders
 * (`sql.placeholder(name)`), filled from `values`.
 */
export function createPreparedReads(db: CatalogDb) {
  const statements = new Map<string, { execute(values: Record<string, unknown>): Promise<unknown> }>();
  return async function read<T>(variant: string, build: () => SQL, values: Record<string, unknown>): Promise<T[]> {
    let statement = statements.get(variant);
    if (!statement) {
      const compiled = dialect.sqlToQuery(build());
      const name = `rnorm_${createHash('sha256').update(compiled.sql).digest('hex').slice(0, 24)}`;
      statement = db._.session.prepareQuery(compiled, undefined, name, false);
      statements.set(variant, statement);
    }
    return rowsOf<T>(await statement.execute(values));
  };
}

export type PreparedReads = ReturnType<typeof createPreparedReads>;
