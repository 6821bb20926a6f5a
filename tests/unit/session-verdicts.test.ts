import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type SessionRecord } from '#functions/domain/accounts/sessions.ts';
import { newSessionToken, userIdOfSessionToken } from '#functions/domain/accounts/session-token.ts';
import { SESSION_RELOAD_MS, SessionVerdicts } from '#functions/realtime/session-verdicts.ts';

// The sessions a user's channel keeps (decision 075): D1 is read on a miss, on a change it is told
// of, and every five minutes; between those, a check costs no read, and time alone still ends them.

const START = 1_800_000_000_000;

function recordOf(overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    userId: 7,
    email: 'ada@vitrine.test',
    isAdmin: false,
    status: 'active',
    lastSeenAt: START,
    expiresAt: START + SESSION_ABSOLUTE_MS,
    ...overrides,
  };
}

/** D1 as the channel reads it: what it holds now, and how many times it was read. */
function fakeD1(initial: SessionRecord | undefined) {
  const d1 = {
    record: initial,
    reads: 0,
    load: async () => {
      d1.reads++;
      return d1.record;
    },
  };
  return d1;
}

describe('a channel’s kept sessions', () => {
  it('read D1 once for a session, then answer from what they keep', async () => {
    const d1 = fakeD1(recordOf());
    const verdicts = new SessionVerdicts();
    for (const later of [0, 1000, 60_000]) {
      expect(await verdicts.verdict('s1', START + later, d1.load)).toMatchObject({
        viewer: { userId: 7, sessionId: 's1', email: 'ada@vitrine.test', isAdmin: false },
      });
    }
    expect(d1.reads).toBe(1);
  });

  it('read D1 again after being told of a change, and answer what it says now', async () => {
    const d1 = fakeD1(recordOf());
    const verdicts = new SessionVerdicts();
    await verdicts.verdict('s1', START, d1.load);
    d1.record = recordOf({ isAdmin: true });
    expect((await verdicts.verdict('s1', START + 1, d1.load))?.viewer.isAdmin).toBe(false);
    verdicts.forget();
    expect((await verdicts.verdict('s1', START + 2, d1.load))?.viewer.isAdmin).toBe(true);
    d1.record = undefined;
    verdicts.forget();
    expect(await verdicts.verdict('s1', START + 3, d1.load)).toBeNull();
    expect(d1.reads).toBe(3);
  });

  it('do not keep what a read begun before a change answered', async () => {
    const d1 = fakeD1(recordOf());
    const verdicts = new SessionVerdicts();
    let release = () => {};
    const slowLoad = async () => {
      const record = d1.record;
      await new Promise<void>((resolve) => (release = resolve));
      d1.reads++;
      return record;
    };
    const during = verdicts.verdict('s1', START, slowLoad);
    // Logout lands while D1 is being read: the answer in flight stands, but is not kept.
    d1.record = undefined;
    verdicts.forget();
    release();
    expect(await during).not.toBeNull();
    expect(await verdicts.verdict('s1', START + 1, d1.load)).toBeNull();
  });

  it('read D1 again after five minutes, so a change nobody was told of ends there', async () => {
    const d1 = fakeD1(recordOf());
    const verdicts = new SessionVerdicts();
    await verdicts.verdict('s1', START, d1.load);
    d1.record = recordOf({ status: 'temporarily_disabled' });
    expect(await verdicts.verdict('s1', START + SESSION_RELOAD_MS - 1, d1.load)).not.toBeNull();
    expect(await verdicts.verdict('s1', START + SESSION_RELOAD_MS, d1.load)).toBeNull();
    expect(d1.reads).toBe(2);
  });

  it('end a kept session by time alone: a week unused, or 30 days whatever the use', async () => {
    const idle = new SessionVerdicts();
    const idleD1 = fakeD1(recordOf());
    await idle.verdict('s1', START, idleD1.load);
    expect(await idle.verdict('s1', START + SESSION_IDLE_MS, idleD1.load)).toBeNull();

    const used = new SessionVerdicts();
    const usedD1 = fakeD1(recordOf({ lastSeenAt: START + SESSION_ABSOLUTE_MS - 60_000 }));
    expect(await used.verdict('s1', START + SESSION_ABSOLUTE_MS - 1, usedD1.load)).not.toBeNull();
    expect(await used.verdict('s1', START + SESSION_ABSOLUTE_MS, usedD1.load)).toBeNull();
  });

  it('ask for lastSeenAt to be written once every five minutes of use, not at every check', async () => {
    const d1 = fakeD1(recordOf());
    const verdicts = new SessionVerdicts();
    const touches = [];
    // A check a minute for twelve minutes: due after five, then five minutes after that write.
    for (let minute = 0; minute <= 12; minute++) {
      const now = START + minute * 60_000 + 1;
      const touch = (await verdicts.verdict('s1', now, d1.load))?.touch;
      // The Worker writes it (sessions.ts), and the channel's reads see it.
      if (touch) d1.record = { ...d1.record!, lastSeenAt: now };
      touches.push(touch);
    }
    expect(touches.flatMap((touch, minute) => (touch ? [minute] : []))).toEqual([5, 11]);
  });

  it('keep no unknown session: a forged id is read from D1 at every try', async () => {
    const d1 = fakeD1(undefined);
    const verdicts = new SessionVerdicts();
    expect(await verdicts.verdict('forged', START, d1.load)).toBeNull();
    expect(await verdicts.verdict('forged', START + 1, d1.load)).toBeNull();
    expect(d1.reads).toBe(2);
  });
});

describe('session tokens', () => {
  it('name their user before 128 random bits', () => {
    const token = newSessionToken(42);
    expect(token).toMatch(/^u42\.[A-Za-z0-9_-]{22}$/);
    expect(userIdOfSessionToken(token)).toBe(42);
    expect(newSessionToken(42)).not.toBe(token);
  });

  it('name nobody when made before tokens named their user, or not made by us', () => {
    for (const token of [
      'Zq3xXbLk0m2Zc8f5Yt1wQA',
      'u0.Zq3xXbLk0m2Zc8f5Yt1wQA',
      'u-4.Zq3xXbLk0m2Zc8f5Yt1wQA',
      'u42.short',
      'u42.Zq3xXbLk0m2Zc8f5Yt1wQA.extra',
      'u99999999999999999.Zq3xXbLk0m2Zc8f5Yt1wQA',
      'x42.Zq3xXbLk0m2Zc8f5Yt1wQA',
    ]) {
      expect(userIdOfSessionToken(token), token).toBeNull();
    }
  });
});
