import { afterEach, describe, expect, it, vi } from 'vitest';

// Logging out hands this browser's push subscription back first (issue 24): the next person who
// signs in at the same browser is not pushed the last one's news, and does not inherit the opt-in.

const steps: string[] = [];
vi.mock('#src/client/web-push.ts', () => ({
  turnPushOff: async () => {
    steps.push('push off');
    if (failPushOff) throw new Error('push service unreachable');
    return 'off';
  },
}));
vi.mock('#src/client/accounts.ts', () => ({ endSession: async () => void steps.push('session ended') }));
let failPushOff = false;

const { logOut } = await import('#src/client/log-out.ts');

describe('logOut', () => {
  afterEach(() => {
    steps.length = 0;
    failPushOff = false;
    vi.unstubAllGlobals();
  });

  it('turns push off, then ends the session and reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    await logOut();
    expect(steps).toEqual(['push off', 'session ended']);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('logs out even when the push service cannot be reached', async () => {
    failPushOff = true;
    vi.stubGlobal('location', { reload: vi.fn() });
    await logOut();
    expect(steps).toEqual(['push off', 'session ended']);
  });
});
