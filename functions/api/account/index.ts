import { inviteCodeOf } from '#functions/domain/accounts/account-settings.ts';
import { resetMail, verificationMail } from '#functions/lib/email/account-mails.ts';
import { findCurrentUser } from '#functions/domain/accounts/current-user.ts';
import { logIn } from '#functions/domain/accounts/log-in.ts';
import { requestPasswordReset, resetPassword } from '#functions/domain/accounts/password-reset.ts';
import { registerAccount } from '#functions/domain/accounts/register-account.ts';
import { redeemAppBinding } from '#functions/domain/suppliers/app-bindings.ts';
import { sendMail } from '#functions/lib/email/mail.ts';
import { siteOrigin, siteUrl } from '#functions/lib/site-origin.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { clientAddress } from '#functions/lib/rate-limit.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { forgotSchema, loginSchema, registerSchema, resetSchema } from '#src/shared/account-rules.ts';
import { apiRouter } from '#functions/api/api-env.ts';
import { readCaptchaCookie } from './captcha-cookie.ts';
import { countAccountMail } from './mail-limits.ts';
import { endBrowserSession, setChannelTokenCookie, startBrowserSession } from './session-cookies.ts';
import { ApiError } from '#functions/api/api-error.ts';
import { invitedRegisterPath } from '#src/shared/account-paths.ts';
import { appBindingSchema, type BoundApp } from '#src/shared/app-binding.ts';
import { LOGIN_REQUIRED, XSRF_TOKEN_INVALID } from '#src/shared/api.ts';
import { captchaRoutes } from './captcha.ts';
import { isOwnPagesRequest } from '#functions/lib/xsrf.ts';

/** Spec §7 Account: the calls of the account modal, at the top of /api, and its captcha. */
export const accountRoutes = apiRouter()
  .post('/login', async (c) => {
    const input = parseInput(loginSchema, await readJsonBody(c.req.raw));
    const userId = await logIn(c.var.db, c.env, {
      ...input,
      captchaCookie: readCaptchaCookie(c.req.raw),
      address: clientAddress(c.req.raw),
    });
    await startBrowserSession(c, userId);
    return c.json(successBody(await findCurrentUser(c.var.db, userId)));
  })
  // Spec: a GET. A cross-site link would carry the session cookie (SameSite=Lax), so only our own
  // pages may log out.
  .get('/logout', async (c) => {
    if (!(await isOwnPagesRequest(c.req.raw, c.env.APP_SECRET))) throw new ApiError(403, XSRF_TOKEN_INVALID);
    await endBrowserSession(c);
    return c.json(successBody(null));
  })
  .post('/register', async (c) => {
    const input = parseInput(registerSchema, await readJsonBody(c.req.raw));
    await countAccountMail(c.env, c.req.raw, input.email);
    const { verificationToken } = await registerAccount(c.var.db, input);
    const mail = await verificationMail(siteOrigin(c.env), input.email, verificationToken, input.returnTo);
    await sendMail(c.env, c.var.db, mail);
    return c.json(successBody({ email: input.email }));
  })
  .post('/forgot', async (c) => {
    const { email } = parseInput(forgotSchema, await readJsonBody(c.req.raw));
    await countAccountMail(c.env, c.req.raw, email);
    const token = await requestPasswordReset(c.var.db, email);
    await sendMail(c.env, c.var.db, await resetMail(siteOrigin(c.env), email, token));
    return c.json(successBody(null));
  })
  .post('/reset-password', async (c) => {
    const input = parseInput(resetSchema, await readJsonBody(c.req.raw));
    await resetPassword(c.var.db, c.env, input);
    return c.json(successBody(null));
  })
  // The app-binding code's other half (decision 057): the phone that scanned the owner's QR code
  // is signed in as the owner, once. A POST from the app page's button, never the scan itself, so a
  // link preview cannot use the code up.
  .post('/bind-app', async (c) => {
    const { sid } = parseInput(appBindingSchema, await readJsonBody(c.req.raw));
    const { userId, supplierName } = await redeemAppBinding(c.var.db, sid);
    await startBrowserSession(c, userId);
    return c.json(successBody({ supplierId: supplierName } satisfies BoundApp));
  })
  // The user behind the session, or null for a visitor (never an error: pages ask on every load).
  .get('/current', async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) return c.json(successBody(null));
    // A signed-in page asks here when its channel token is missing or refused (src/client/chat-channel.ts).
    await setChannelTokenCookie(c, viewer.sessionId);
    return c.json(successBody(await findCurrentUser(c.var.db, viewer.userId)));
  })
  .get('/invite-url', async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw new ApiError(401, LOGIN_REQUIRED);
    const code = await inviteCodeOf(c.var.db, viewer.userId);
    return c.json(successBody({ url: siteUrl(c.env, invitedRegisterPath(code)) }));
  })
  // Spec: the login captcha lives under supplier/home, yet it is the account modal's, for everyone.
  .route('/supplier/home/captcha', captchaRoutes);
