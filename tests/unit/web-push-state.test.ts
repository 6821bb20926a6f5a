import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushState } from '#src/client/web-push.ts';

// My catalogue's push opt-in says where this browser stands before it offers anything: a browser
// without push, a site the user blocked, a server without keys, or the opt-in off or on.

type Browser = {
  push?: boolean;
  permission?: NotificationPermission;
  serverKey?: string | null;
  subscribed?: boolean;
  /** Whether the server still pushes to this browser for the signed-in user. */
  serverKnows?: boolean;
};

function browser({
  push = true,
  permission = 'default',
  serverKey = 'BKey',
  subscribed = false,
  serverKnows = true,
}: Browser) {
  const calls: string[] = [];
  const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', toJSON: () => ({ endpoint: 'x' }) };
  const registration = { pushManager: { getSubscription: async () => (subscribed ? subscription : null) } };
  vi.stubGlobal('window', push ? { PushManager: class {}, Notification: class {} } : {});
  vi.stubGlobal('navigator', push ? { serviceWorker: { getRegistration: async () => registration } } : {});
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const data = url.endsWith('/key')
      ? { publicKey: serverKey }
      : url.endsWith('/status')
        ? { subscribed: serverKnows }
        : true;
    return new Response(JSON.stringify({ success: true, data, errors: [] }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

describe('pushState', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a browser without push cannot, and asks the server nothing', async () => {
    const calls = browser({ push: false });
    expect(await pushState()).toBe('unsupported');
    expect(calls).toEqual([]);
  });

  it('notifications blocked for the site', async () => {
    browser({ permission: 'denied' });
    expect(await pushState()).toBe('blocked');
  });

  it('a server without VAPID keys', async () => {
    browser({ serverKey: null });
    expect(await pushState()).toBe('unavailable');
  });

  it('off until the browser is subscribed and allowed', async () => {
    browser({ permission: 'granted', subscribed: false });
    expect(await pushState()).toBe('off');
    browser({ permission: 'default', subscribed: true });
    expect(await pushState()).toBe('off');
  });

  it('on while the server pushes here for this user, asking it and handing nothing over', async () => {
    const calls = browser({ permission: 'granted', subscribed: true });
    expect(await pushState()).toBe('on');
    expect(calls).toEqual(['GET /api/my/push/key', 'POST /api/my/push/status']);
  });

  it('off when the server forgot the browser (its session ended, or another account used it): only Turn on hands it over', async () => {
    const calls = browser({ permission: 'granted', subscribed: true, serverKnows: false });
    expect(await pushState()).toBe('off');
    expect(calls).not.toContain('POST /api/my/push/subscribe');
  });
});
