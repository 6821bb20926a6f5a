import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { openDatabase } from '#functions/db/client.ts';
import { listSitemapFiles } from '#functions/domain/seo/sitemap-entries.ts';
import { xmlResponse } from '#functions/lib/crawler-responses.ts';
import { sitemapIndexXml } from '#functions/domain/seo/sitemap-xml.ts';
import { siteOrigin } from '#functions/lib/site-origin.ts';

// The sitemap index: one or more files per active supplier (src/pages/sitemaps/[file].xml.ts).
export const GET: APIRoute = async () => {
  const files = await listSitemapFiles(openDatabase(env.DB), { origin: siteOrigin(env) });
  return xmlResponse(sitemapIndexXml(files));
};
