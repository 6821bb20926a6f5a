import { supplierTheme } from '#src/shared/colours.ts';
import { imageCopyUrl, MEDIA_PATH_PREFIX } from '#src/shared/image-copies.ts';
import type { SupplierShell } from './supplier-shell.ts';

// A catalogue installed as an app (issue 29 item 5): its name, colours and picture on the home
// screen, opening on its storefront. Installing is also what lets an iPhone receive Web Push.

/** Home screens show a dozen characters under an icon. */
const SHORT_NAME_LENGTH = 12;
/** The catalogue's avatar is cropped square (kit/crop-rules.ts): its 320 px copy is a 320 px icon. */
const ICON_SIDE = 320;

type ManifestIcon = { src: string; sizes: string; type: string; purpose: 'any' };

/** Vitrine's own icon, which scales to any size: every catalogue has it. */
const VITRINE_ICON: ManifestIcon = { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' };

/** The catalogue's square picture at the icon's size, when it has one stored in /media/. */
function avatarIcon(avatar: string | null): ManifestIcon | null {
  if (!avatar?.startsWith(MEDIA_PATH_PREFIX)) return null;
  const key = avatar.slice(MEDIA_PATH_PREFIX.length);
  return { src: imageCopyUrl(key, ICON_SIDE), sizes: `${ICON_SIDE}x${ICON_SIDE}`, type: 'image/webp', purpose: 'any' };
}

/** The manifest of /{supplierName}/manifest.webmanifest. */
export function webAppManifest(supplier: SupplierShell) {
  const { primary } = supplierTheme(supplier.meta.mainColor, supplier.meta.secondColor);
  const storefront = `/${supplier.name}`;
  const avatar = avatarIcon(supplier.avatar);
  return {
    id: storefront,
    name: supplier.companyName,
    short_name:
      supplier.companyName.length <= SHORT_NAME_LENGTH
        ? supplier.companyName
        : supplier.companyName.slice(0, SHORT_NAME_LENGTH).trimEnd(),
    description: supplier.meta.metaDescription || `Product catalogue of ${supplier.companyName}.`,
    start_url: storefront,
    // The whole site: a catalogue's products, its company page and My catalogue open in the app.
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: primary,
    icons: avatar ? [avatar, VITRINE_ICON] : [VITRINE_ICON],
  };
}
