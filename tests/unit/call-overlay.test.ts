// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_DELAY_MS, withOverlay } from '#src/stores/pending-calls.ts';
import '#src/scripts/call-overlay.ts';

/** A call the test ends when it likes. */
function pendingCall() {
  let end!: () => void;
  const call = withOverlay(() => new Promise<void>((resolve) => (end = resolve)));
  return { call, end };
}

const overlay = () => document.querySelector('.call-overlay[role="status"]');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the loading overlay (spec §4, issue 26)', () => {
  it('covers the page once a call has taken 300 ms, and goes when it ends', async () => {
    const { call, end } = pendingCall();
    await vi.advanceTimersByTimeAsync(OVERLAY_DELAY_MS - 1);
    expect(overlay()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(overlay()?.textContent).toBe('Please wait…');
    end();
    await call;
    expect(overlay()).toBeNull();
  });

  it('never flashes for a quick call', async () => {
    const { call, end } = pendingCall();
    await vi.advanceTimersByTimeAsync(100);
    end();
    await call;
    await vi.advanceTimersByTimeAsync(OVERLAY_DELAY_MS);
    expect(overlay()).toBeNull();
  });

  it('stays while any of several calls runs, and after a failure comes down', async () => {
    const first = pendingCall();
    const failing = withOverlay(() => Promise.reject(new Error('offline')));
    await expect(failing).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(OVERLAY_DELAY_MS);
    expect(overlay()).not.toBeNull();
    const second = pendingCall();
    first.end();
    await first.call;
    expect(overlay()).not.toBeNull();
    second.end();
    await second.call;
    expect(overlay()).toBeNull();
  });
});
