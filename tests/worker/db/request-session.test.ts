import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#functions/db/client.ts';
import { readThroughSession } from '#functions/db/read-replicas.ts';
import { users } from '#functions/db/schema/index.ts';

// One database per binding and isolate (functions/db/client.ts): each query must still go where
// its own request's D1 session sends it (decision 070), whoever opened the database and when.

/** The binding, noting every query prepared through it: a request's D1 session as a test sees it. */
function notingSession(d1: D1Database) {
  const queries: string[] = [];
  const session = new Proxy(d1, {
    get(binding, property) {
      if (property === 'prepare')
        return (query: string) => {
          queries.push(query);
          return binding.prepare(query);
        };
      const value = Reflect.get(binding, property, binding);
      return typeof value === 'function' ? value.bind(binding) : value;
    },
  });
  return { session, queries };
}

describe('openDatabase', () => {
  it('sends each query through the D1 session of the request making it, and outside a request to the binding', async () => {
    const db = openDatabase(env.DB);
    const [first, second] = [notingSession(env.DB), notingSession(env.DB)];

    await readThroughSession(first.session, async () => {
      await db.select({ id: users.id }).from(users).limit(1);
    });
    await readThroughSession(second.session, async () => {
      const inside = openDatabase(env.DB);
      await inside.batch([
        inside.select({ id: users.id }).from(users).limit(1),
        inside.select({ createdAt: users.createdAt }).from(users).limit(2),
      ]);
    });
    await db.select({ email: users.email }).from(users).limit(1);

    expect(first.queries).toEqual([expect.stringMatching(/^select "id" from "users" limit \?$/)]);
    expect(second.queries).toHaveLength(2);
    expect([...first.queries, ...second.queries].some((query) => query.includes('"email"'))).toBe(false);
    expect(openDatabase(env.DB)).toBe(db);
  });
});
