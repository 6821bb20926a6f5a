/**
 * JSON-LD for a <script type="application/ld+json"> element: `<`, `>` and `&` escaped so that
 * supplier text can never close the element or open another.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
