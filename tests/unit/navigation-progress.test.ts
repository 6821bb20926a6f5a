// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The browser's Navigation API, as the script finds it on a page: a target of navigate events.
const navigation = new EventTarget();

beforeAll(async () => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div class="nav-progress"></div>';
  (globalThis as { navigation?: EventTarget }).navigation = navigation;
  await import('#src/scripts/navigation-progress.ts');
});
afterEach(() => vi.advanceTimersByTime(5000));

const state = () => document.querySelector<HTMLElement>('.nav-progress')!.dataset.state;
function navigate(
  details: Partial<{ hashChange: boolean; downloadRequest: string | null; sameDocument: boolean }> = {},
) {
  const event = Object.assign(new Event('navigate'), {
    hashChange: false,
    downloadRequest: null,
    destination: { sameDocument: details.sameDocument ?? false },
    ...details,
  });
  navigation.dispatchEvent(event);
}
const fail = (name: string) => navigation.dispatchEvent(Object.assign(new Event('navigateerror'), { error: { name } }));

describe('the navigation progress bar', () => {
  it('shows while another page loads (the primary colour)', () => {
    navigate();
    expect(state()).toBe('loading');
  });

  it('turns accent when the navigation is cancelled, warn when it fails, then goes', () => {
    navigate();
    fail('AbortError');
    expect(state()).toBe('cancelled');
    navigate();
    fail('NetworkError');
    expect(state()).toBe('failed');
    vi.advanceTimersByTime(1200);
    expect(state()).toBeUndefined();
  });

  it('stays away for jumps within the page and for downloads', () => {
    navigate({ hashChange: true });
    navigate({ downloadRequest: 'file.pdf' });
    navigate({ sameDocument: true });
    expect(state()).toBeUndefined();
  });
});
