import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column in (ids)` with the ids bound as one JSON value: a call may name up to 1000 ids and D1
 * binds at most 100 parameters a statement.
 */
export function inIdList(column: Column, ids: number[]): SQL {
  return sql`${column} in (select value from json_each(${JSON.stringify([...new Set(ids)])}))`;
}
