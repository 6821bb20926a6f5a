// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainScreen } from '#src/islands/suppliers/DomainScreen.tsx';
import type { CustomDomainSettings } from '#src/shared/custom-domain.ts';
import { click, control, renderIsland, unmountIsland } from '#tests/unit/support/render-island.ts';

// The workspace's Domain screen as an owner uses it (issue 24 item 6): the saved domain's state
// in words, the two records to add, and Check now, with the API answered by a stubbed fetch.

const PENDING: CustomDomainSettings = {
  domain: 'catalog.meridian.com',
  cnameTarget: 'vitrine.example',
  status: 'pending',
  reason: null,
  records: [
    { type: 'TXT', name: '_vitrine-verification.catalog.meridian.com', value: 'vitrine-verification=abc' },
    { type: 'CNAME', name: 'catalog.meridian.com', value: 'vitrine.example' },
  ],
  checkedAt: null,
  verifiedAt: null,
};

const envelope = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** GET answers `stored`; each check answers the next of `checks`. */
function apiAnswers(stored: CustomDomainSettings, checks: Response[]) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'POST' && url === '/api/supplier/home/domain/check'
      ? checks.shift()!
      : envelope({ success: true, data: stored }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const stateText = () => document.querySelector('.ws-domain-state')?.textContent ?? '';
const rows = () => Array.from(document.querySelectorAll('table tbody tr')).map((row) => row.textContent);

afterEach(() => {
  unmountIsland();
  vi.unstubAllGlobals();
});

describe('the Domain screen', () => {
  it('shows a pending domain’s records, says why a check failed, and the domain verified once it is', async () => {
    const verifiedAt = Date.UTC(2026, 10, 27, 9, 30);
    const fetch = apiAnswers(PENDING, [
      envelope({ success: false, errors: [{ field: 'domain', code: 'domain_service_unavailable' }] }, 503),
      envelope({ success: true, data: { ...PENDING, reason: 'record_missing', checkedAt: verifiedAt } }),
      envelope({ success: true, data: { ...PENDING, status: 'verified', checkedAt: verifiedAt, verifiedAt } }),
    ]);
    await renderIsland(DomainScreen, {});
    await vi.waitFor(() => expect(stateText()).toContain('Pending.'));
    expect(stateText()).toContain('add the two records below');
    expect(rows()).toEqual([
      'TXT_vitrine-verification.catalog.meridian.comvitrine-verification=abc',
      'CNAMEcatalog.meridian.comvitrine.example',
    ]);

    await click(control('Check now'));
    await vi.waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(
        'The domain service is not answering. Please try again in a few minutes.',
      ),
    );
    await click(control('Check now'));
    await vi.waitFor(() => expect(stateText()).toContain('We did not find the TXT record yet.'));
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(document.body.textContent).toContain('Last checked Nov 27, 2026');

    await click(control('Check now'));
    await vi.waitFor(() =>
      expect(stateText()).toBe(
        'Verified. Buyers reach your catalogue at https://catalog.meridian.com. Keep both records in place.',
      ),
    );
    expect(() => control('Check now')).toThrow();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(3);
  });
});
