import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import { currentDatabaseSession } from './read-replicas.ts';
import { countingD1 } from './round-trips.ts';
import * as schema from './schema/index.ts';
import { forwarded } from './forwarded.ts';

/**
 * Drizzle over D1; `$client` is the binding itself, for batches drizzle cannot express. Mind one
 * thing in `db.batch`: its rows come back from D1 as objects keyed by column name, so a select
 * naming two columns alike (users.id and suppliers.id) loses one; give the second an alias.
 */
export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

/** A binding whose every call goes to the D1 session of the request making it, if any, else to itself. */
function throughRequestSession(d1: D1Database): D1Database {
  return new Proxy(d1, {
    get(binding, property) {
      const current = currentDatabaseSession() ?? binding;
      return forwarded(current, property);
    },
  });
}

/**
 * drizzle works out the schema's tables and relations each time it is set up, a third of a
 * millisecond of CPU, so each binding gets one database per isolate, made on first use.
 */
const databases = new WeakMap<D1Database, Database>();

/**
 * The database over a D1 binding; call it anywhere, as often as convenient. Inside a request every
 * query reads through the request's D1 session instead (read-replicas.ts): the Astro pages reach the
 * binding through `env` of 'cloudflare:workers', which knows nothing of the request.
 */
export function openDatabase(d1: D1Database): Database {
  let db = databases.get(d1);
  if (!db) databases.set(d1, (db = drizzle(countingD1(throughRequestSession(d1)), { schema })));
  return db;
}
