import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndexXml, urlsetXml, w3cDateTime } from '#functions/domain/seo/sitemap-xml.ts';

describe('the sitemap XML writer', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('writes lastmod as a W3C datetime in UTC, to the second', () => {
    expect(w3cDateTime(Date.UTC(2026, 0, 31, 8, 5, 9, 999))).toBe('2026-01-31T08:05:09Z');
  });

  it('writes a urlset with one url per entry, in order, every loc escaped', () => {
    const xml = urlsetXml([
      { loc: 'https://vitrine.test/a?x=1&y=<2>', lastModified: Date.UTC(2026, 1, 1) },
      { loc: 'https://vitrine.test/b', lastModified: Date.UTC(2026, 1, 2) },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
      ),
    ).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://vitrine.test/a?x=1&amp;y=&lt;2&gt;</loc><lastmod>2026-02-01T00:00:00Z</lastmod></url>\n<url><loc>https://vitrine.test/b</loc>',
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('writes a sitemap index of sitemap entries, and an empty one when there is nothing', () => {
    const xml = sitemapIndexXml([{ loc: "https://vitrine.test/sitemaps/o'neil-1.xml", lastModified: 0 }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://vitrine.test/sitemaps/o&apos;neil-1.xml</loc><lastmod>1970-01-01T00:00:00Z</lastmod></sitemap>',
    );
    expect(sitemapIndexXml([])).not.toContain('<sitemap>');
    expect(sitemapIndexXml([])).toContain('</sitemapindex>');
  });
});
