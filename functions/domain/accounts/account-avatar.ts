import type { Database } from '#functions/db/client.ts';
import { readProfileImageUpload } from '#functions/domain/media/picture-upload.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import { setAvatarKey } from './account-settings.ts';

/**
 * My account › Profile's photo (issue 26 item 1): the cropper's output (spec §9: capped at
 * 500×500, the browser's job) checked like every profile picture — JPG, GIF or PNG told by its
 * bytes, up to 800K (spec §5) — stored under its content hash, then named on the account.
 */
export async function replaceAvatar(db: Database, bucket: R2Bucket, userId: number, file: File): Promise<void> {
  const key = await storeMedia(bucket, await readProfileImageUpload(file, 'file'));
  await setAvatarKey(db, userId, key);
}

/** Back to the initials on a colour (spec §9's avatar fallback). */
export function removeAvatar(db: Database, userId: number): Promise<void> {
  return setAvatarKey(db, userId, null);
}
