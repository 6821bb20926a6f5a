import { describe, expect, it, vi } from 'vitest';
import { retryingD1 } from '#functions/db/retrying-d1.ts';

// The local database is shared by the server and the e2e tests' processes (retrying-d1.ts): a
// query that met the other process's lock is tried again; any other failure is the caller's at once.

/** A database whose every query fails with `failures` in turn, then answers `{ rows: n }`. */
function databaseFailingWith(failures: string[]) {
  const calls = { queries: 0, batches: 0 };
  const next = async (answer: unknown) => {
    const failure = failures.shift();
    if (failure) throw new Error('D1_ERROR: ' + failure, { cause: new Error(failure) });
    return answer;
  };
  const statement = {
    bind: () => statement,
    all: () => (calls.queries++, next({ results: [{ rows: 1 }] })),
    first: () => (calls.queries++, next({ rows: 1 })),
    run: () => (calls.queries++, next({ success: true })),
    raw: () => (calls.queries++, next([[1]])),
  };
  const database = {
    prepare: () => statement,
    batch: (statements: unknown[]) => (calls.batches++, next(statements.map(() => ({ success: true })))),
  } as unknown as D1Database;
  return { database: retryingD1(database), calls };
}

describe('retryingD1', () => {
  it('tries a query again after SQLITE_BUSY and after workerd’s bare internal error, and answers', async () => {
    vi.useFakeTimers();
    const { database, calls } = databaseFailingWith([
      'database is locked: SQLITE_BUSY',
      'internal error; reference = 7b2embulmv6igohnes87ktrq',
      'database is locked: SQLITE_BUSY_SNAPSHOT',
    ]);
    const answer = database.prepare('select 1').bind(1).first();
    await vi.runAllTimersAsync();
    expect(await answer).toEqual({ rows: 1 });
    expect(calls.queries).toBe(4);
    vi.useRealTimers();
  });

  it('tries a batch again after SQLITE_BUSY', async () => {
    vi.useFakeTimers();
    const { database, calls } = databaseFailingWith(['database is locked: SQLITE_BUSY']);
    const batch = database.batch([database.prepare('insert').bind(1), database.prepare('insert').bind(2)]);
    await vi.runAllTimersAsync();
    expect(await batch).toHaveLength(2);
    expect(calls.batches).toBe(2);
    vi.useRealTimers();
  });

  it('gives any other failure to the caller at once', async () => {
    const { database, calls } = databaseFailingWith(['UNIQUE constraint failed: users.email: SQLITE_CONSTRAINT']);
    await expect(database.prepare('insert').run()).rejects.toThrow(/SQLITE_CONSTRAINT/);
    expect(calls.queries).toBe(1);
  });

  it('gives up after its last attempt, with the lock’s own error', async () => {
    vi.useFakeTimers();
    const { database, calls } = databaseFailingWith(Array(20).fill('database is locked: SQLITE_BUSY'));
    const answer = database.prepare('select 1').all();
    const settled = answer.catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(String(await settled)).toMatch(/SQLITE_BUSY/);
    expect(calls.queries).toBe(8);
    vi.useRealTimers();
  });
});
