import { getTableColumns } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from './client.ts';

/** D1 refuses a statement with more than 100 bound parameters (production limit; local does not check). */
export const D1_MAX_BOUND_PARAMETERS = 100;
/** Statements sent per D1 batch when a write is large (the seed, bulk imports). */
const STATEMENTS_PER_BATCH = 200;

/**
 * One write, as SQL and its bound values. Drizzle query builders are statements already; raw ones
 * (the FTS table, which is not drizzle schema) are made with `rawStatement`.
 */
export type Statement = { toSQL(): { sql: string; params: unknown[] } };

export function rawStatement(sql: string, ...params: unknown[]): Statement {
  return { toSQL: () => ({ sql, params }) };
}

/** Multi-row inserts cut so that no statement binds more than D1 allows. */
export function insertRows<TTable extends SQLiteTable>(db: Database, table: TTable, rows: TTable['$inferInsert'][]): Statement[] {
  const rowsPerStatement = Math.max(1, Math.floor(D1_MAX_BOUND_PARAMETERS / Object.keys(getTableColumns(table)).length));
  const statements: Statement[] = [];
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    statements.push(db.insert(table).values(rows.slice(start, start + rowsPerStatement)));
  }
  return statements;
}

/**
 * Runs writes in as few round trips as D1 allows; each D1 batch is one transaction. Sent to D1
 * directly because drizzle's batch() cannot carry raw statements with parameters.
 */
export async function runStatements(db: Database, statements: Statement[]): Promise<void> {
  const d1 = db.$client;
  for (let start = 0; start < statements.length; start += STATEMENTS_PER_BATCH) {
    const chunk = statements.slice(start, start + STATEMENTS_PER_BATCH).map((statement) => {
      const { sql, params } = statement.toSQL();
      return d1.prepare(sql).bind(...params);
    });
    if (chunk.length > 0) await d1.batch(chunk);
  }
}
