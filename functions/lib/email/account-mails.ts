import { html } from 'hono/html';
import { resetPasswordPath, verifyEmailPath } from '#src/shared/account-paths.ts';
import type { Mail } from './mail.ts';

// The two mails accounts send. Plain words and one link each; the link is the whole point.

async function linkMail(
  to: string,
  subject: string,
  lines: string[],
  link: { label: string; url: string },
): Promise<Mail> {
  const text = [
    ...lines,
    '',
    `${link.label}: ${link.url}`,
    '',
    'If you did not ask for this, you can ignore this e-mail.',
  ].join('\n');
  const body = await html`<!doctype html>
    <html>
      <body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933">
        ${lines.map((line) => html`<p>${line}</p>`)}
        <p>
          <a
            href="${link.url}"
            style="display:inline-block;padding:10px 18px;background:#1f5fbf;color:#fff;border-radius:6px;text-decoration:none"
            >${link.label}</a
          >
        </p>
        <p style="color:#52606d;font-size:14px">Or open this address: ${link.url}</p>
        <p style="color:#52606d;font-size:14px">If you did not ask for this, you can ignore this e-mail.</p>
      </body>
    </html>`;
  return { to, subject, text, html: String(body) };
}

export function verificationMail(origin: string, to: string, token: string, returnTo?: string): Promise<Mail> {
  return linkMail(
    to,
    'Verify your e-mail for Vitrine',
    [
      'Welcome to Vitrine.',
      'Please verify your e-mail address to finish your registration. The link works for 24 hours.',
    ],
    {
      label: 'Verify my e-mail',
      url: `${origin}${verifyEmailPath(token, returnTo)}`,
    },
  );
}

export function resetMail(origin: string, to: string, token: string): Promise<Mail> {
  return linkMail(
    to,
    'Reset your Vitrine password',
    [
      'Someone (we hope you) asked to reset the password of your Vitrine account.',
      'The link works for one hour, once.',
    ],
    {
      label: 'Choose a new password',
      url: `${origin}${resetPasswordPath(token)}`,
    },
  );
}
