// Styles a part of the page loads when it first shows (import its CSS with `?url`): styles imported
// by an island, even through a dynamic import, are inlined into every page that has the island.

const stylesheets = new Map<string, Promise<void>>();

/** Adds the stylesheet once; resolves when it has loaded, or failed (the part then shows unstyled rather than never). */
export function loadStylesheet(href: string): Promise<void> {
  let loading = stylesheets.get(href);
  if (!loading) {
    loading = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = link.onerror = () => resolve();
      document.head.appendChild(link);
    });
    stylesheets.set(href, loading);
  }
  return loading;
}
