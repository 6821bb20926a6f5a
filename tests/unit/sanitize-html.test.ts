import { describe, expect, it } from 'vitest';
import { sanitizeUserHtml } from '#functions/lib/sanitize-html.ts';

describe('sanitizeUserHtml', () => {
  it('keeps formatting a supplier would write', () => {
    const html = '<p>Made in <strong>Sweden</strong></p><ul><li>Zinc plated</li></ul>';
    expect(sanitizeUserHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and frames', () => {
    const html =
      '<p onclick="steal()">Hi<script>steal()</script><iframe src="https://evil.test"></iframe><img src=x onerror="steal()"></p>';
    expect(sanitizeUserHtml(html)).toBe('<p>Hi</p>');
  });

  it('keeps safe links, opening elsewhere without a referrer, and drops javascript: ones', () => {
    expect(sanitizeUserHtml('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" rel="nofollow noopener noreferrer" target="_blank">site</a>',
    );
    expect(sanitizeUserHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="nofollow noopener noreferrer" target="_blank">x</a>',
    );
  });
});
