import { avatarKeyOf, updateProfile, updateVisibility } from '#functions/domain/accounts/account-settings.ts';
import { removeAvatar, replaceAvatar } from '#functions/domain/accounts/account-avatar.ts';
import { changePassword } from '#functions/domain/accounts/change-password.ts';
import { findCurrentUser } from '#functions/domain/accounts/current-user.ts';
import { deleteAccount } from '#functions/domain/accounts/delete-account.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { mediaUrl } from '#functions/lib/media/media-key.ts';
import { formFiles, parseInput, readFormData, readJsonBody } from '#functions/api/request-input.ts';
import { clientAddress } from '#functions/lib/rate-limit.ts';
import {
  changePasswordSchema,
  deleteAccountSchema,
  updateProfileSchema,
  visibilitySchema,
} from '#src/shared/account-rules.ts';
import type { Context } from 'hono';
import { signedInRouter, type SignedInEnv } from '#functions/api/api-env.ts';
import { endBrowserSession, startBrowserSession } from '#functions/api/account/session-cookies.ts';
import { ApiError } from '#functions/api/api-error.ts';
import { limitWrites } from '#functions/api/call-limits.ts';

/** The account as it now is: the profile screen shows what was stored. */
async function answerCurrentUser(c: Context<SignedInEnv>) {
  return c.json(successBody(await findCurrentUser(c.var.db, c.var.viewer.userId)));
}

/** Spec §7: the signed-in user's own account (app/account/...). */
export const appAccountRoutes = signedInRouter()
  .get('/current', async (c) => c.json(successBody(await findCurrentUser(c.var.db, c.var.viewer.userId))))
  // Every session of the account ends (DESIGN §4); this browser carries on in a fresh one.
  .post('/update', async (c) => {
    const input = parseInput(changePasswordSchema, await readJsonBody(c.req.raw));
    await changePassword(c.var.db, c.env, c.var.viewer.userId, { ...input, address: clientAddress(c.req.raw) });
    await startBrowserSession(c, c.var.viewer.userId);
    return c.json(successBody(null));
  })
  .post('/update-visibility', async (c) => {
    const { visibility } = parseInput(visibilitySchema, await readJsonBody(c.req.raw));
    await updateVisibility(c.var.db, c.var.viewer.userId, visibility);
    return c.json(successBody({ visibility }));
  })
  // Issue 26 item 1: the name, job title, company and photo everyone sees (My account › Profile).
  .post('/update-profile', limitWrites('profile'), async (c) => {
    await updateProfile(c.var.db, c.var.viewer.userId, parseInput(updateProfileSchema, await readJsonBody(c.req.raw)));
    return answerCurrentUser(c);
  })
  // Multipart `file`, the cropper's output; each call stores an object in R2, hence the limit.
  .post('/update-avatar', limitWrites('profile'), async (c) => {
    const [file] = formFiles(await readFormData(c.req.raw), 'file');
    if (!file) throw new ApiError(400, [{ field: 'file', code: 'required' }]);
    await replaceAvatar(c.var.db, c.env.MEDIA, c.var.viewer.userId, file);
    return answerCurrentUser(c);
  })
  .post('/remove-avatar', limitWrites('profile'), async (c) => {
    await removeAvatar(c.var.db, c.var.viewer.userId);
    return answerCurrentUser(c);
  })
  .get('/avatar', async (c) => {
    const key = await avatarKeyOf(c.var.db, c.var.viewer.userId);
    if (!key) throw new ApiError(404, 'avatar_not_found');
    return c.redirect(mediaUrl(key), 302);
  })
  .delete('/delete', async (c) => {
    const { password } = parseInput(deleteAccountSchema, await readJsonBody(c.req.raw));
    await deleteAccount(c.var.db, c.env, c.var.viewer.userId, { password, address: clientAddress(c.req.raw) });
    await endBrowserSession(c);
    return c.json(successBody(null));
  });
