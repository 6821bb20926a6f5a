import { AsyncLocalStorage } from 'node:async_hooks';

// Counts the D1 round trips made while a piece of work runs (the page cache reports them in the
// Server-Timing header, and the benchmark reads them there). Every D1 call drizzle makes goes
// through `batch` or a prepared statement's all/first/raw/run.

const tally = new AsyncLocalStorage<{ roundTrips: number }>();

export async function countRoundTrips<T>(work: () => Promise<T>): Promise<{ result: T; roundTrips: number }> {
  const counter = { roundTrips: 0 };
  const result = await tally.run(counter, work);
  return { result, roundTrips: counter.roundTrips };
}

function counted<T extends (...args: never[]) => unknown>(call: T): T {
  return ((...args: Parameters<T>) => {
    const counter = tally.getStore();
    if (counter) counter.roundTrips++;
    return call(...args);
  }) as T;
}

/** Counting statements → the binding's own, which batch() needs (it may read their internals). */
const originals = new WeakMap<object, D1PreparedStatement>();

function countingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const proxy = new Proxy(statement, {
    get(target, property) {
      if (property === 'bind') return (...values: unknown[]) => countingStatement(target.bind(...values));
      if (property === 'all' || property === 'first' || property === 'raw' || property === 'run')
        return counted((target[property] as (...args: never[]) => unknown).bind(target));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  originals.set(proxy, statement);
  return proxy;
}

/** The binding, counting its round trips into the current countRoundTrips, if any. */
export function countingD1(d1: D1Database): D1Database {
  return new Proxy(d1, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => countingStatement(target.prepare(query));
      if (property === 'batch')
        return counted((statements: D1PreparedStatement[]) =>
          target.batch(statements.map((statement) => originals.get(statement) ?? statement)),
        );
      if (property === 'exec') return counted(target.exec.bind(target));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
