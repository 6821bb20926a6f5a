/** The Vitrine app's pages in the stores ('Open in App'), as configured; null where none is. */
export type AppStoreLinks = { appStore: string | null; googlePlay: string | null };

/** Only an https address is offered: a typo in the configuration shows no link rather than a broken one. */
function httpsAddress(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

export function appStoreLinks(env: { APP_STORE_URL?: string; PLAY_STORE_URL?: string }): AppStoreLinks {
  return { appStore: httpsAddress(env.APP_STORE_URL), googlePlay: httpsAddress(env.PLAY_STORE_URL) };
}
