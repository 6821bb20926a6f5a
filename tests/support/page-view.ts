/** An attribute's text as the page wrote it (Astro escapes these five). */
function unescapeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/**
 * The signed view a page carries for its beacon (data-view on <main>, src/layouts/SupplierLayout.astro),
 * as the page's script sends it; null on a page that is not counted.
 */
export function viewCarriedBy(html: string): string | null {
  const [, view] = /<main\b[^>]*\sdata-view="([^"]*)"/.exec(html) ?? [];
  return view === undefined ? null : unescapeAttribute(view);
}
