import { describe, expect, it } from 'vitest';
import { robotsTxt } from '#functions/domain/seo/robots-txt.ts';

describe('robots.txt', () => {
  it('allows the public site, keeps crawlers out of API, account, personal and admin paths, and names the sitemap', () => {
    expect(robotsTxt('https://vitrine.test')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /account/',
        'Disallow: /my/',
        'Disallow: /admin/',
        '',
        'Sitemap: https://vitrine.test/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
