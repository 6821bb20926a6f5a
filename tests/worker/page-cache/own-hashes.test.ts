import { describe, expect, it } from 'vitest';
import { sha256Base64 } from '#functions/lib/crypto.ts';
import { withOwnHashes } from '#functions/page-cache/own-hashes.ts';

// A cached page's Content-Security-Policy names the hashes of its own inline scripts and styles only
// (Astro lists the whole site's on every page): smaller, and never wider than Astro's.

const hash = async (text: string) => `'sha256-${await sha256Base64(text)}'`;

describe('a page’s own hashes', () => {
  it('keeps the listed hashes of the scripts and styles the page has, and every other source and directive', async () => {
    const [onPage, elsewhere, style, otherStyle, unlisted] = await Promise.all(
      ['console.log(1)', 'console.log(2)', 'p{color:red}', 'h1{color:blue}', 'alert(1)'].map(hash),
    );
    const policy = [
      "default-src 'self'",
      `script-src 'self' ${onPage} ${elsewhere}`,
      `style-src 'self' ${style} ${otherStyle}`,
      "style-src-attr 'unsafe-inline'",
      "frame-ancestors 'none'",
    ].join(';');
    const html =
      '<!doctype html><style>p{color:red}</style><script>console.log(1)</script>' +
      '<script src="/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<p>text</p><script>alert(1)</script>';
    const page = new Response(html, { headers: { 'content-type': 'text/html', 'content-security-policy': policy } });

    const narrowed = await withOwnHashes(page);
    expect(narrowed.headers.get('content-security-policy')).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${onPage}`,
        `style-src 'self' ${style}`,
        "style-src-attr 'unsafe-inline'",
        "frame-ancestors 'none'",
      ].join(';'),
    );
    // An inline script Astro did not list stays refused: the policy narrows, never widens.
    expect(narrowed.headers.get('content-security-policy')).not.toContain(unlisted);
    expect(await narrowed.text()).toBe(html);
    expect(narrowed.headers.get('content-type')).toBe('text/html');
  });

  it('leaves a page without a policy as it is', async () => {
    const page = new Response('<p>plain</p>', { headers: { 'content-type': 'text/html' } });
    expect(await withOwnHashes(page)).toBe(page);
  });
});
