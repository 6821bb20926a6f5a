// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IS_LOGIN_COOKIE } from '#src/shared/login-hint.ts';
import { BEHAVIOURS_TEMPLATE_ID, INLINE_SCRIPTS } from '#src/scripts/inline/inline-scripts.ts';

// The site's inline scripts are strings run as the page is read; here they run on a page like ours.
const run = (code: string) => new Function(code)();

afterEach(() => {
  document.cookie = `${IS_LOGIN_COOKIE}=; Max-Age=0`;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("the header's session items", () => {
  const header = () => {
    document.body.innerHTML = `
      <a data-session="signed-out">Login</a>
      <a data-session="signed-in" hidden>My catalogue</a>
      <div data-session="signed-in" hidden></div>`;
    return {
      signedOut: () => document.querySelectorAll<HTMLElement>('[data-session="signed-out"]')[0]!.hidden,
      signedIn: () =>
        [...document.querySelectorAll<HTMLElement>('[data-session="signed-in"]')].map((item) => item.hidden),
    };
  };

  it('shows the signed-in side when the isLogin hint is there', () => {
    const items = header();
    document.cookie = `other=1`;
    document.cookie = `${IS_LOGIN_COOKIE}=true`;
    run(INLINE_SCRIPTS.showSessionItems);
    expect(items.signedOut()).toBe(true);
    expect(items.signedIn()).toEqual([false, false]);
  });

  it("keeps a visitor's side without the hint, or with another value", () => {
    const items = header();
    document.cookie = `${IS_LOGIN_COOKIE}=false`;
    run(INLINE_SCRIPTS.showSessionItems);
    expect(items.signedOut()).toBe(false);
    expect(items.signedIn()).toEqual([true, true]);
  });
});

describe("the behaviours' loader", () => {
  const page = () => {
    document.body.innerHTML = `
      <template id="${BEHAVIOURS_TEMPLATE_ID}"><script type="module" src="/_astro/behaviours.js"></script></template>
      <a href="/account/login" data-account-pane="login">Login</a>
      <button type="button" data-report-product="7">Report</button>
      <button type="button" data-opens="mobile-menu">Menu</button>`;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    // Kept out of the page, so that happy-dom does not fetch it: the test says when it has loaded.
    const added: HTMLScriptElement[] = [];
    const keep = (script: HTMLScriptElement) => void added.push(script);
    vi.spyOn(document.head, 'append').mockImplementation(keep as never);
    run(INLINE_SCRIPTS.loadBehaviours);
    loaders.push(added);
    const script = () => added[0] ?? null;
    return { idle, script };
  };
  const click = (selector: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.querySelector(selector)!.dispatchEvent(event);
    return event;
  };

  // Every loader a test ran lets go of the page (its click listener stays until its script loads).
  const idle: (() => void)[] = [];
  const loaders: HTMLScriptElement[][] = [];
  afterEach(() => {
    idle.splice(0).forEach((callback) => callback());
    loaders.splice(0).forEach(([script]) => script?.dispatchEvent(new Event('load')));
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("adds the template's module script to the page once the page is idle", () => {
    const { idle, script } = page();
    expect(script()).toBeNull();
    idle.forEach((callback) => callback());
    expect(script()?.getAttribute('src')).toBe('/_astro/behaviours.js');
    expect(script()?.type).toBe('module');
  });

  it('holds a click on an element the behaviours answer, loads them at once and plays the click again', () => {
    const { script } = page();
    const reports: string[] = [];
    document.addEventListener('click', (event) => {
      if ((event.target as Element).matches('[data-report-product]')) reports.push('report');
    });
    const early = click('[data-report-product]');
    expect(early.defaultPrevented).toBe(true);
    expect(reports).toEqual([]);
    expect(script()).not.toBeNull(); // started by the click, not waiting for idle
    script()!.dispatchEvent(new Event('load'));
    expect(reports).toEqual(['report']);
    // Once they are there, clicks go straight through.
    expect(click('[data-report-product]').defaultPrevented).toBe(false);
    expect(reports).toEqual(['report', 'report']);
  });

  it('leaves other clicks, and a link opened with a modifier, to the page and the browser', () => {
    const { script } = page();
    expect(click('[data-opens]').defaultPrevented).toBe(false);
    expect(click('a[data-account-pane]', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(script()).toBeNull();
  });

  it('plays held clicks again even when the behaviours cannot load (a link then leads to its page)', () => {
    const { script } = page();
    const played: string[] = [];
    document.addEventListener('click', (event) => played.push((event.target as Element).tagName));
    expect(click('a[data-account-pane]').defaultPrevented).toBe(true);
    script()!.dispatchEvent(new Event('error'));
    expect(played).toEqual(['A']);
  });
});

describe("the 'Open in App' banner", () => {
  const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
  afterEach(() => vi.unstubAllGlobals());

  /** The banner as the cached page draws it for every device, hidden, after the script has run in `userAgent`. */
  const bannerHiddenOn = (userAgent: string) => {
    document.body.innerHTML = '<aside class="open-in-app" hidden></aside>';
    vi.stubGlobal('navigator', { userAgent });
    run(INLINE_SCRIPTS.showOpenInApp);
    return document.querySelector<HTMLElement>('.open-in-app')!.hidden;
  };

  it('shows on phones and tablets', () => {
    expect(bannerHiddenOn(PHONE)).toBe(false);
    expect(bannerHiddenOn(TABLET)).toBe(false);
  });

  it('stays hidden on a desktop', () => {
    expect(bannerHiddenOn(DESKTOP)).toBe(true);
  });
});
