import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { readProfileImageUpload } from '#functions/domain/media/picture-upload.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import type { WebsiteSettings, WebsiteSettingsInput } from '#src/shared/website-settings.ts';
import { nextCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';

/** GET website/get: the supplier's meta settings. */
export async function getWebsiteSettings(db: Database, supplierId: number): Promise<WebsiteSettings> {
  const [row] = await db
    .select({
      faviconKey: suppliers.faviconKey,
      logoKey: suppliers.logoKey,
      mainColor: suppliers.mainColor,
      secondColor: suppliers.secondColor,
      metaDescription: suppliers.metaDescription,
    })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  if (!row) throw new Error(`supplier ${supplierId} vanished behind its access check`);
  return {
    favicon: mediaUrlOrNull(row.faviconKey),
    logo: mediaUrlOrNull(row.logoKey),
    mainColor: row.mainColor,
    secondColor: row.secondColor,
    metaDescription: row.metaDescription,
  };
}

/**
 * PATCH website/update: colours and description, a new logo or favicon when one is sent (checked
 * like every profile picture), or the stored one dropped. Both files are checked before anything is
 * stored or written, so a refused favicon leaves the logo as it was too.
 */
export async function updateWebsiteSettings(
  db: Database,
  bucket: R2Bucket,
  supplierId: number,
  input: WebsiteSettingsInput,
  files: { logo?: File; favicon?: File },
  now = Date.now(),
): Promise<WebsiteSettings> {
  const [logo, favicon] = await Promise.all([
    files.logo && readProfileImageUpload(files.logo, 'logo'),
    files.favicon && readProfileImageUpload(files.favicon, 'favicon'),
  ]);
  const [logoKey, faviconKey] = await Promise.all([
    logo && storeMedia(bucket, logo),
    favicon && storeMedia(bucket, favicon),
  ]);
  await db
    .update(suppliers)
    .set({
      mainColor: input.mainColor,
      secondColor: input.secondColor,
      metaDescription: input.metaDescription,
      ...(logoKey ? { logoKey } : input.removeLogo === 'true' && { logoKey: null }),
      ...(faviconKey ? { faviconKey } : input.removeFavicon === 'true' && { faviconKey: null }),
      catalogVersion: nextCatalogVersion(supplierId),
      updatedAt: now,
    })
    .where(eq(suppliers.id, supplierId));
  return getWebsiteSettings(db, supplierId);
}
