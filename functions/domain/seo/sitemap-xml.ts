// Writes sitemaps.org documents: a <urlset> of pages and a <sitemapindex> of sitemap files.

/** One <url> of a urlset or one <sitemap> of an index: an absolute URL and when it last changed. */
export type SitemapEntry = { loc: string; lastModified: number };

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

/** W3C Datetime (the sitemap <lastmod> format) to the second, in UTC: 2026-01-31T08:05:00Z. */
export function w3cDateTime(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 19)}Z`;
}

function document(root: 'urlset' | 'sitemapindex', item: 'url' | 'sitemap', entries: readonly SitemapEntry[]): string {
  const items = entries.map(
    (entry) =>
      `<${item}><loc>${escapeXml(entry.loc)}</loc><lastmod>${w3cDateTime(entry.lastModified)}</lastmod></${item}>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...items,
    `</${root}>`,
    '',
  ].join('\n');
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return document('urlset', 'url', entries);
}

export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return document('sitemapindex', 'sitemap', entries);
}
