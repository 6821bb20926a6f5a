import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { openDatabase } from '#functions/db/client.ts';
import { readSitemapFile } from '#functions/domain/seo/sitemap-entries.ts';
import { parseSitemapFileId } from '#functions/domain/seo/sitemap-files.ts';
import { notFoundResponse, xmlResponse } from '#functions/lib/crawler-responses.ts';
import { urlsetXml } from '#functions/domain/seo/sitemap-xml.ts';
import { siteOrigin } from '#functions/lib/site-origin.ts';

// One file of a supplier's sitemap: /sitemaps/{supplierName}-{n}.xml.
export const GET: APIRoute = async ({ params }) => {
  const file = parseSitemapFileId(params.file ?? '');
  if (!file) return notFoundResponse();
  const entries = await readSitemapFile(openDatabase(env.DB), { origin: siteOrigin(env), ...file });
  return entries ? xmlResponse(urlsetXml(entries)) : notFoundResponse();
};
