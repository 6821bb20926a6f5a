import type { APIRoute } from 'astro';
import { plainTextResponse } from '#functions/lib/crawler-responses.ts';
import { robotsTxt } from '#functions/domain/seo/robots-txt.ts';

// Served by the Worker rather than from public/: the Sitemap line needs the request's origin.
export const GET: APIRoute = ({ url }) => plainTextResponse(robotsTxt(url.origin));
