import type { APIRoute, GetStaticPaths } from 'astro';
import * as flags from 'country-flag-icons/string/3x2';
import { countries } from 'country-flag-icons';

// Country flags as static files, written at build time (spec: the company page shows the country
// flag). Prerendered, so they cost the Worker nothing and are cached like any asset.
export const prerender = true;

export const getStaticPaths = (() =>
  countries.filter((code) => /^[A-Z]{2}$/.test(code)).map((code) => ({ params: { code } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const svg = (flags as Record<string, string>)[params.code ?? ''];
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
};
