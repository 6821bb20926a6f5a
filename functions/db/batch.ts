import { getTableColumns, is, SQL } from 'drizzle-orm';
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from './client.ts';

/**
 * Bytes of rows carried by one insert statement. D1 accepts values up to 2 MB and at most 100
 * bound parameters; a single JSON parameter stays far inside both.
 */
const MAX_ROWS_JSON_BYTES = 512 * 1024;

/**
 * One write, as SQL and its bound values. Drizzle query builders are statements already; raw ones
 * (the FTS table, which is not drizzle schema) are made with `rawStatement`.
 */
export type Statement = { toSQL(): { sql: string; params: unknown[] } };

export function rawStatement(sql: string, ...params: unknown[]): Statement {
  return { toSQL: () => ({ sql, params }) };
}

/** A column's value as D1 stores it: drizzle's own mapping (booleans to 0/1, json to text). */
function driverValue(column: SQLiteColumn, value: unknown): unknown {
  if (value === undefined) {
    if (column.default === undefined) return null;
    if (is(column.default, SQL)) throw new Error(`insertRows cannot apply the SQL default of ${column.name}`);
    return column.mapToDriverValue(column.default);
  }
  return value === null ? null : column.mapToDriverValue(value);
}

/**
 * Multi-row inserts that cost one statement per half megabyte of rows: the rows travel as one
 * bound JSON array and SQLite unpacks it (json_each), in the given order. Local D1 spends a few
 * milliseconds per statement and D1 binds at most 100 values, so a row per statement or a
 * parameter per value would make bulk writes (the seed, ERP imports) hundreds of times slower.
 */
export function insertRows<TTable extends SQLiteTable>(table: TTable, rows: TTable['$inferInsert'][]): Statement[] {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  if (rows.length === 0 || columns.length === 0) return [];
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  const values = columns.map((_, index) => `json_extract(value, '$[${index}]')`).join(', ');
  const sql = `insert into "${getTableConfig(table).name}" (${names}) select ${values} from json_each(?) order by key`;

  const statements: Statement[] = [];
  let chunk: string[] = [];
  let bytes = 0;
  const flush = () => {
    if (chunk.length > 0) statements.push(rawStatement(sql, `[${chunk.join(',')}]`));
    chunk = [];
    bytes = 0;
  };
  for (const row of rows) {
    const encoded = JSON.stringify(
      columns.map(([key, column]) => driverValue(column, (row as Record<string, unknown>)[key])),
    );
    if (bytes + encoded.length > MAX_ROWS_JSON_BYTES) flush();
    chunk.push(encoded);
    bytes += encoded.length + 1;
  }
  flush();
  return statements;
}

function prepare(db: Database, statement: Statement): D1PreparedStatement {
  const { sql, params } = statement.toSQL();
  return db.$client.prepare(sql).bind(...params);
}

/**
 * Runs the writes as one D1 batch: one round trip and one transaction, so either all of them
 * happen or none. Sent to D1 directly because drizzle's batch() cannot carry raw statements.
 */
export async function runStatements(db: Database, statements: Statement[]): Promise<void> {
  if (statements.length > 0) await db.$client.batch(statements.map((statement) => prepare(db, statement)));
}
