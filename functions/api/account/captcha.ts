import { issueCaptcha } from '#functions/domain/accounts/captcha.ts';
import { apiRouter } from '#functions/api/api-env.ts';
import { limitCaptchas } from '#functions/api/call-limits.ts';
import { captchaCookie, captchaTestAnswer } from '#functions/api/account/captcha-cookie.ts';

/** Spec: GET supplier/home/captcha?v= — a new picture each time (v only defeats caches). */
export const captchaRoutes = apiRouter().get('/', limitCaptchas, async (c) => {
  const { cookieValue, png } = await issueCaptcha(c.var.db, captchaTestAnswer(c.env));
  return new Response(png, {
    headers: {
      'content-type': 'image/png',
      'cache-control': 'no-store',
      'set-cookie': captchaCookie(new URL(c.req.url), cookieValue),
    },
  });
});
