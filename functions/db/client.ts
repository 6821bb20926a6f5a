import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import { currentDatabaseSession } from './read-replicas.ts';
import { countingD1 } from './round-trips.ts';
import * as schema from './schema/index.ts';

/**
 * Drizzle over D1; `$client` is the binding itself, for batches drizzle cannot express. Mind one
 * thing in `db.batch`: its rows come back from D1 as objects keyed by column name, so a select
 * naming two columns alike (users.id and suppliers.id) loses one; give the second an alias.
 */
export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

/**
 * Cheap to create; make one per request (or per seed run) from the D1 binding. Inside a request it
 * reads through the request's D1 session instead (read-replicas.ts): the Astro pages reach the
 * binding through `env` of 'cloudflare:workers', which knows nothing of the request.
 */
export function openDatabase(d1: D1Database): Database {
  return drizzle(countingD1(currentDatabaseSession() ?? d1), { schema });
}
