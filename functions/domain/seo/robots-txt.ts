/** Areas that are personal or not pages: crawlers have nothing to find there. */
const DISALLOWED_PREFIXES = ['/api/', '/account/', '/my/', '/admin/'];

/** robots.txt for this origin: everything public may be crawled, and the sitemap index says what there is. */
export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
