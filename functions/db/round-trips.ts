import { AsyncLocalStorage } from 'node:async_hooks';
import { forwarded } from './forwarded.ts';

// Counts the D1 round trips made while a piece of work runs, and the rows D1 says they read (the
// Server-Timing header reports both, and the benchmark and tests read them there). Every D1 call
// drizzle makes goes through `batch` or a prepared statement's all/first/raw/run; only batch,
// all and run answer with D1's meta, so rows read are those of the calls that report them.

type Tally = { roundTrips: number; rowsRead: number; groupedWrites: number };
const tally = new AsyncLocalStorage<Tally>();

export async function countRoundTrips<T>(work: () => Promise<T>): Promise<{ result: T } & Tally> {
  const counter = { roundTrips: 0, rowsRead: 0, groupedWrites: 0 };
  const result = await tally.run(counter, work);
  return { result, ...counter };
}

/**
 * A write made for this work by a MessageLog (functions/message-log), in one batch with others:
 * this work's share of that D1 call is one part in `groupSize`.
 */
export function noteGroupedWrite(groupSize: number): void {
  const counter = tally.getStore();
  if (counter) counter.groupedWrites += 1 / groupSize;
}

function rowsRead(answer: unknown): number {
  const results = Array.isArray(answer) ? answer : [answer];
  return results.reduce<number>((sum, result) => sum + (Number((result as D1Result | null)?.meta?.rows_read) || 0), 0);
}

function counted<T extends (...args: never[]) => unknown>(call: T): T {
  return ((...args: Parameters<T>) => {
    const counter = tally.getStore();
    if (!counter) return call(...args);
    counter.roundTrips++;
    const answer = call(...args);
    return answer instanceof Promise
      ? answer.then((value: unknown) => {
          counter.rowsRead += rowsRead(value);
          return value;
        })
      : answer;
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
      return forwarded(target, property);
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
      return forwarded(target, property);
    },
  });
}
