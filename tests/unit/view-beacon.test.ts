// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEW_BEACON_PATH } from '#src/shared/view-beacon.ts';

// The page's view beacon (src/scripts/view-beacon.ts) on a page like ours: the view the page
// carries goes back once per load, and not before the load unless the visitor leaves first.

const VIEW = '{"supplierId":7,"page":"product","productId":42,"signature":"abc"}';
let beacons: [string, string][];
let fetches: [string, RequestInit][];
let beaconQueueFull: boolean;

/** The page as it is read: its readiness, its view (if any), then the script. */
async function openPage({ readyState, view }: { readyState: DocumentReadyState; view: string | null }) {
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  document.body.innerHTML = '<main id="main"></main>';
  if (view !== null) document.querySelector('main')!.dataset.view = view;
  vi.resetModules();
  await import('#src/scripts/view-beacon.ts');
}

beforeEach(() => {
  beacons = [];
  fetches = [];
  beaconQueueFull = false;
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, body: string) => (beaconQueueFull ? false : beacons.push([url, body]) > 0),
  });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    fetches.push([url, init]);
    return Promise.resolve(new Response(null, { status: 204 }));
  });
});
afterEach(() => {
  // The listeners a test left waiting are spent here, not in the next test.
  dispatchEvent(new Event('load'));
  dispatchEvent(new Event('pagehide'));
  vi.unstubAllGlobals();
});

describe('the view beacon', () => {
  it('sends the view the page carries once the page has loaded, and only once', async () => {
    await openPage({ readyState: 'interactive', view: VIEW });
    expect(beacons).toEqual([]);
    dispatchEvent(new Event('load'));
    dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([[VIEW_BEACON_PATH, VIEW]]);
  });

  it('sends it at once when the page has loaded already, and when the visitor leaves before the load', async () => {
    await openPage({ readyState: 'complete', view: VIEW });
    expect(beacons).toEqual([[VIEW_BEACON_PATH, VIEW]]);
    await openPage({ readyState: 'loading', view: VIEW });
    dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(2);
  });

  it('falls back to a keepalive fetch when the browser does not take the beacon', async () => {
    beaconQueueFull = true;
    await openPage({ readyState: 'complete', view: VIEW });
    expect(fetches).toEqual([[VIEW_BEACON_PATH, { method: 'POST', body: VIEW, keepalive: true }]]);
  });

  it('sends nothing from a page that is not counted', async () => {
    await openPage({ readyState: 'complete', view: null });
    dispatchEvent(new Event('load'));
    expect([...beacons, ...fetches]).toEqual([]);
  });
});
