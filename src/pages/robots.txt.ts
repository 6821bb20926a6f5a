import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { siteOrigin } from '#functions/lib/site-origin.ts';
import { plainTextResponse } from '#functions/lib/crawler-responses.ts';
import { robotsTxt } from '#functions/domain/seo/robots-txt.ts';

// Served by the Worker rather than from public/: the Sitemap line needs the site's origin.
export const GET: APIRoute = () => plainTextResponse(robotsTxt(siteOrigin(env)));
