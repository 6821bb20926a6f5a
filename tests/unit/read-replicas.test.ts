import { describe, expect, it } from 'vitest';
import { sessionStartFor } from '#functions/db/read-replicas.ts';

// Where a request's D1 session starts (docs/decisions/070): the primary for whatever must be
// current, the nearest replica for anonymous reads of everything else.

const SITE = 'https://vitrine.example';
const ask = (path: string, init: RequestInit = {}) => new Request(`${SITE}${path}`, init);

describe('where a request reads first', () => {
  it('lets an anonymous read of a call or a page the edge does not keep start at a replica', () => {
    for (const request of [
      ask('/api/common/search/product/suggestion'),
      ask('/sitemap.xml'),
      ask('/', { method: 'HEAD' }),
    ])
      expect(sessionStartFor(request, { keptAtTheEdge: false }), request.url).toBe('first-unconstrained');
  });

  it('starts every write at the primary, signed in or not', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(sessionStartFor(ask('/api/register', { method }), { keptAtTheEdge: false }), method).toBe('first-primary');
  });

  it('starts at the primary for anyone signed in, by cookie or by token: their rights are checked there', () => {
    const byCookie = ask('/api/common/search/product/suggestion', {
      headers: { cookie: '__Host-vitrine_session=abc' },
    });
    const byToken = ask('/api/supplier/product/pager', { headers: { authorization: 'Bearer token' } });
    expect(sessionStartFor(byCookie, { keptAtTheEdge: false })).toBe('first-primary');
    expect(sessionStartFor(byToken, { keptAtTheEdge: false })).toBe('first-primary');
  });

  it('renders a page the edge keeps from the primary, so it holds every save purged before it', () => {
    expect(sessionStartFor(ask('/demo'), { keptAtTheEdge: true })).toBe('first-primary');
  });
});
