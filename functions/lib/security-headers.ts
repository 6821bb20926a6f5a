// Sent on every answer the Worker gives (DESIGN §4). Pages get their Content-Security-Policy from
// Astro (astro.config.mjs, with hashes of its inline scripts); everything else that is not a page
// (JSON, media, documents) may neither run nor load anything.
const ALWAYS: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
};

const NON_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox";
const PAGE_FALLBACK_POLICY =
  "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export function applySecurityHeaders(headers: Headers, status: number): void {
  for (const [name, value] of Object.entries(ALWAYS)) headers.set(name, value);
  // A 304's headers replace those the browser stored with the page (RFC 9111 §4.3.4): a policy
  // here would take the page's own (with its script hashes) away, so a 304 carries none.
  if (status !== 304 && !headers.has('content-security-policy')) {
    const isPage = headers.get('content-type')?.startsWith('text/html') ?? false;
    headers.set('content-security-policy', isPage ? PAGE_FALLBACK_POLICY : NON_PAGE_POLICY);
  }
}
