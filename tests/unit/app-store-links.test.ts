import { describe, expect, it } from 'vitest';
import { appStoreLinks } from '#functions/lib/app-store-links.ts';

describe("'Open in App' store links", () => {
  it('offers the configured https addresses', () => {
    expect(
      appStoreLinks({
        APP_STORE_URL: 'https://apps.apple.com/app/vitrine/id123',
        PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=app.vitrine',
      }),
    ).toEqual({
      appStore: 'https://apps.apple.com/app/vitrine/id123',
      googlePlay: 'https://play.google.com/store/apps/details?id=app.vitrine',
    });
  });

  it('offers none for an empty, plain-http or malformed setting', () => {
    expect(appStoreLinks({ APP_STORE_URL: '', PLAY_STORE_URL: undefined })).toEqual({
      appStore: null,
      googlePlay: null,
    });
    expect(appStoreLinks({ APP_STORE_URL: 'http://apps.apple.com/x', PLAY_STORE_URL: 'javascript:alert(1)' })).toEqual({
      appStore: null,
      googlePlay: null,
    });
    expect(appStoreLinks({ APP_STORE_URL: 'apps.apple.com/x' }).appStore).toBeNull();
  });
});
