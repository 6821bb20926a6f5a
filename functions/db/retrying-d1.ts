// Local D1 is one SQLite file, and more than one process writes to it: the local server, and the
// e2e tests or `npm run db:seed` arranging data beside it. A query may then meet SQLITE_BUSY; it
// failed whole, so it is tried again, a few times, a little later each time. Production D1
// serialises writes itself and never needs this (handle-request.ts uses it locally only).
//
// Local D1 is a Durable Object whose queries share an implicit transaction; when that transaction's
// commit meets SQLITE_BUSY (or SQLITE_BUSY_SNAPSHOT, its snapshot being older than the other
// process's write), workerd fails every query in it, reads included, with a bare "internal error"
// and logs the SQLite cause beside it. Nothing of it was committed, so it is tried again too.

import { forwarded } from './forwarded.ts';

const BUSY = /SQLITE_BUSY|internal error/;
const ATTEMPTS = 8;

function isBusy(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause)
    if (BUSY.test(cause.message)) return true;
  return false;
}

async function retrying<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isBusy(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** The statement each wrapper stands for, which batch() must be given. */
const statementOf = new WeakMap<object, D1PreparedStatement>();

function retryingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const wrapper = new Proxy(statement, {
    get(target, key) {
      if (key === 'bind') return (...values: unknown[]) => retryingStatement(target.bind(...values));
      if (key === 'run' || key === 'all' || key === 'first' || key === 'raw')
        return (...args: unknown[]) =>
          retrying(() => (target[key] as (...args: unknown[]) => Promise<unknown>).apply(target, args));
      return forwarded(target, key);
    },
  });
  statementOf.set(wrapper, statement);
  return wrapper;
}

/** The database with SQLITE_BUSY writes tried again (statements and batches alike). */
export function retryingD1(database: D1Database): D1Database {
  return new Proxy(database, {
    get(target, key) {
      if (key === 'prepare') return (query: string) => retryingStatement(target.prepare(query));
      if (key === 'batch')
        return (statements: D1PreparedStatement[]) =>
          retrying(() => target.batch(statements.map((statement) => statementOf.get(statement) ?? statement)));
      return forwarded(target, key);
    },
  });
}
