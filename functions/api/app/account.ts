import { avatarKeyOf, updateVisibility } from '#functions/domain/accounts/account-settings.ts';
import { changePassword } from '#functions/domain/accounts/change-password.ts';
import { findCurrentUser } from '#functions/domain/accounts/current-user.ts';
import { deleteAccount } from '#functions/domain/accounts/delete-account.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { mediaUrl } from '#functions/lib/media/media-key.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { clientAddress } from '#functions/lib/rate-limit.ts';
import { changePasswordSchema, deleteAccountSchema, visibilitySchema } from '#src/shared/account-rules.ts';
import { signedInRouter } from '#functions/api/api-env.ts';
import { endBrowserSession, startBrowserSession } from '#functions/api/account/session-cookies.ts';
import { ApiError } from '#functions/api/api-error.ts';

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
