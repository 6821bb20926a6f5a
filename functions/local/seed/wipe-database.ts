import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { is } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { rawStatement, runStatements, type Statement } from '#functions/db/batch.ts';
import * as schema from '#functions/db/schema/index.ts';

/**
 * Every table of the schema, children before parents (D1 has no TRUNCATE and checks foreign keys),
 * found from the schema itself so that a table added later is wiped too.
 */
export function tablesChildrenFirst(): SQLiteTable[] {
  const exported: unknown[] = Object.values(schema);
  const tables = exported.filter((value): value is SQLiteTable => is(value, SQLiteTable));
  const parentsOf = new Map(
    tables.map((table) => [
      table,
      getTableConfig(table)
        .foreignKeys.map((key) => key.reference().foreignTable)
        .filter((parent) => parent !== table),
    ]),
  );
  const ordered: SQLiteTable[] = [];
  const visit = (table: SQLiteTable, path: Set<SQLiteTable>) => {
    if (ordered.includes(table)) return;
    if (path.has(table)) throw new Error(`foreign keys form a cycle through ${getTableConfig(table).name}`);
    // A table goes after every table that refers to it: visit the children first.
    for (const [child, parents] of parentsOf) if (parents.includes(table)) visit(child, new Set([...path, table]));
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/**
 * Deletes every row, including the product_search FTS table (not drizzle schema), in one
 * transaction, and restarts the AUTOINCREMENT counters so a reseed gives the same ids again.
 */
export async function wipeDatabase(db: Database): Promise<void> {
  const tables = tablesChildrenFirst();
  const statements: Statement[] = [
    rawStatement('delete from product_search'),
    ...tables.map((table) => db.delete(table)),
    rawStatement(
      `delete from sqlite_sequence where name in (${tables.map(() => '?').join(', ')})`,
      ...tables.map((table) => getTableConfig(table).name),
    ),
  ];
  await runStatements(db, statements);
}
