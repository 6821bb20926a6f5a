// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountPanes, { type AccountPanesProps } from '#src/islands/account/AccountPanes.tsx';
import { MESSAGES } from '#src/shared/account-messages.ts';
import {
  click,
  control,
  field,
  messageOf,
  renderIsland,
  type,
  unmountIsland,
  visit,
} from '#tests/unit/support/render-island.ts';

const heading = { id: 'pane-title', level: 2 } as const;
const panes = (props: Partial<AccountPanesProps> = {}) =>
  renderIsland(AccountPanes, { initialPane: 'login', heading, onLoggedIn: () => {}, returnTo: '/', ...props });

/** The API answers every call with these field errors (status 400). */
function apiRejects(errors: { field: string; code: string }[], status = 400) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: false, errors }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const submit = (label: string) => control(label) as HTMLButtonElement;
const captchaPicture = () => document.querySelector<HTMLImageElement>('.captcha-picture img')!;
const formError = () => document.querySelector('.form-error')!.textContent;

async function fillLogin(captcha = 'AB12CD') {
  await type(field('Email'), 'buyer@example.com');
  await type(field('Password'), 'Password1');
  await type(field('Captcha'), captcha);
}

afterEach(() => {
  unmountIsland();
  vi.unstubAllGlobals();
});

describe('the login pane', () => {
  it('is sent only with an e-mail, a password and a 6-character captcha', async () => {
    await panes();
    expect(submit('Login').disabled).toBe(true);
    await type(field('Email'), 'buyer@example.com');
    await type(field('Password'), 'Password1');
    await type(field('Captcha'), 'AB12C');
    expect(submit('Login').disabled).toBe(true);
    await type(field('Captcha'), 'AB12CD');
    expect(submit('Login').disabled).toBe(false);
  });

  it('focuses the e-mail field when it opens and says why when an action opened it', async () => {
    const container = await panes({ prompted: true });
    expect(document.activeElement).toBe(field('Email'));
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Please login in order to continue.');
  });

  it('shows a wrong captcha under the captcha, then gives a new picture and an empty captcha field', async () => {
    const fetch = apiRejects([{ field: 'captcha', code: 'captcha_invalid' }]);
    await panes();
    await fillLogin();
    const firstPicture = captchaPicture().src;
    await click(submit('Login'));
    expect(fetch).toHaveBeenCalledWith(
      '/api/login',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'buyer@example.com', password: 'Password1', captcha: 'AB12CD' }),
      }),
    );
    expect(messageOf(field('Captcha'))).toBe(MESSAGES.captcha);
    expect(field('Captcha').getAttribute('aria-invalid')).toBe('true');
    expect(field('Captcha').value).toBe('');
    expect(captchaPicture().src).not.toBe(firstPicture);
    expect(messageOf(field('Email'))).toBeNull();
  });

  it('shows a wrong password on the e-mail line, and focuses it', async () => {
    apiRejects([{ field: 'email', code: 'account_login_failed' }]);
    await panes();
    await fillLogin();
    await click(submit('Login'));
    expect(messageOf(field('Email'))).toBe(MESSAGES.loginFailed);
    expect(document.activeElement).toBe(field('Email'));
  });

  it('checks the e-mail in the browser first: nothing is sent, and the captcha is kept', async () => {
    const fetch = apiRejects([]);
    await panes();
    await type(field('Email'), 'not-an-address');
    await type(field('Password'), 'Password1');
    await type(field('Captcha'), 'AB12CD');
    await click(submit('Login'));
    expect(fetch).not.toHaveBeenCalled();
    expect(messageOf(field('Email'))).toBe(MESSAGES.email);
    expect(field('Captcha').value).toBe('AB12CD');
  });

  it('says a malformed e-mail as soon as the user leaves the field, and stops saying it once corrected', async () => {
    await panes();
    await type(field('Email'), 'bob@');
    expect(messageOf(field('Email'))).toBeNull();
    await visit(field('Email'));
    expect(messageOf(field('Email'))).toBe('Please enter a valid email address.');
    await type(field('Email'), 'bob@vitrine.test');
    expect(messageOf(field('Email'))).toBeNull();
  });

  it('shows too many attempts, and a failure without an answer, above the submit button', async () => {
    apiRejects([{ field: '', code: 'too_many_attempts' }], 429);
    await panes();
    await fillLogin();
    await click(submit('Login'));
    expect(formError()).toBe(MESSAGES.tooManyAttempts);
    expect(document.activeElement).toBe(document.querySelector('.form-error'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await fillLogin('ZZ99ZZ');
    await click(submit('Login'));
    expect(formError()).toBe(MESSAGES.unexpected);
  });

  it('calls onLoggedIn when the server accepts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, data: { id: 1 } }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const onLoggedIn = vi.fn();
    await panes({ onLoggedIn });
    await fillLogin();
    await click(submit('Login'));
    expect(onLoggedIn).toHaveBeenCalledOnce();
  });
});

describe('switching panes', () => {
  it('goes to register and reset password through real links, clearing every error on the way', async () => {
    apiRejects([{ field: 'email', code: 'account_login_failed' }]);
    await panes();
    await fillLogin();
    await click(submit('Login'));
    expect(messageOf(field('Email'))).toBe(MESSAGES.loginFailed);

    expect(control('Register').getAttribute('href')).toBe('/account/register');
    expect(control('Reset password').getAttribute('href')).toBe('/account/forgot');
    await click(control('Register'));
    expect(document.getElementById('pane-title')?.textContent).toBe('Register');
    expect(document.activeElement).toBe(field('Email'));
    await click(control('Login'));
    expect(messageOf(field('Email'))).toBeNull();
    expect(field('Email').value).toBe('');
    await click(control('Reset password'));
    expect(document.getElementById('pane-title')?.textContent).toBe('Reset password');
  });

  it('forgets a sent notice when the user leaves the forgot pane', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, data: null }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await panes({ initialPane: 'forgot' });
    expect(submit('Send').disabled).toBe(true);
    await type(field('Email'), 'buyer@example.com');
    await click(submit('Send'));
    expect(document.querySelector('[role="status"]')?.textContent).toContain('buyer@example.com');
    await click(control('Back to login'));
    await click(control('Reset password'));
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(field('Email').value).toBe('');
  });
});

describe('the register pane', () => {
  it('is sent only with the terms ticked, an e-mail and matching passwords; shows the password rule while typing', async () => {
    await panes({ initialPane: 'register' });
    await type(field('Email'), 'new@example.com');
    await type(field('Password'), 'Password1');
    await type(field('Repeat password'), 'Password');
    expect(submit('Register').disabled).toBe(true);
    await type(field('Repeat password'), 'Password1');
    expect(submit('Register').disabled).toBe(true);
    await click(field('I agree to the terms of use and the privacy policy.'));
    expect(submit('Register').disabled).toBe(false);
    expect(messageOf(field('Password'))).toBe(MESSAGES.password);
  });

  it('puts each error under its field: a taken e-mail, the password rule, a wrong repeat', async () => {
    apiRejects([
      { field: 'email', code: 'account_register_email_exists' },
      { field: 'repeatPassword', code: 'password_mismatch' },
    ]);
    await panes({ initialPane: 'register' });
    await type(field('Email'), 'taken@example.com');
    await type(field('Password'), 'Password1');
    await type(field('Repeat password'), 'Password1');
    await click(field('I agree to the terms of use and the privacy policy.'));
    await click(submit('Register'));
    expect(messageOf(field('Email'))).toBe(MESSAGES.emailExists);
    expect(messageOf(field('Repeat password'))).toBe(MESSAGES.repeatPassword);

    // The browser's own check: a new password needs upper and lower case and a digit.
    await type(field('Password'), 'password1');
    await type(field('Repeat password'), 'password1');
    await click(submit('Register'));
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field('Password').getAttribute('aria-describedby')!)?.className).toBe('field-error');
  });

  it('says the repeat differs once it can no longer become the password, or once the user has left it', async () => {
    await panes({ initialPane: 'register' });
    await type(field('Password'), 'Password1');
    await type(field('Repeat password'), 'Pass');
    expect(messageOf(field('Repeat password'))).toBeNull();
    await type(field('Repeat password'), 'Pasw');
    expect(messageOf(field('Repeat password'))).toBe(MESSAGES.repeatPassword);
    await type(field('Repeat password'), 'Pass');
    await visit(field('Repeat password'));
    expect(messageOf(field('Repeat password'))).toBe(MESSAGES.repeatPassword);
    await type(field('Repeat password'), 'Password1');
    expect(messageOf(field('Repeat password'))).toBeNull();
  });

  it('leads to the registered pane, which goes back to login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, data: { email: 'new@example.com' } }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await panes({ initialPane: 'register' });
    await type(field('Email'), 'New@Example.com ');
    await type(field('Password'), 'Password1');
    await type(field('Repeat password'), 'Password1');
    await click(field('I agree to the terms of use and the privacy policy.'));
    await click(submit('Register'));
    expect(document.querySelector('[role="status"]')?.textContent).toContain('New@Example.com');
    await click(control('Go to login'));
    expect(document.getElementById('pane-title')?.textContent).toBe('Login');
  });
});

describe('the reset pane', () => {
  it('needs the password twice, then says the new one can be used', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: null }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await panes({ initialPane: 'reset', resetToken: 'abcdefghijklmnop1234' });
    await type(field('New password'), 'Password1');
    expect(submit('Save new password').disabled).toBe(true);
    await type(field('Repeat password'), 'Password1');
    await click(submit('Save new password'));
    expect(fetch).toHaveBeenCalledWith(
      '/api/reset-password',
      expect.objectContaining({
        body: JSON.stringify({ token: 'abcdefghijklmnop1234', password: 'Password1', repeatPassword: 'Password1' }),
      }),
    );
    expect(document.querySelector('[role="status"]')?.textContent).toBe('You can use your new password.');
    expect(control('Back to login').getAttribute('href')).toBe('/account/login');
  });

  it('says so above the button when the link is no longer valid', async () => {
    apiRejects([{ field: 'token', code: 'account_reset_token_invalid' }]);
    await panes({ initialPane: 'reset', resetToken: 'abcdefghijklmnop1234' });
    await type(field('New password'), 'Password1');
    await type(field('Repeat password'), 'Password1');
    await click(submit('Save new password'));
    expect(formError()).toBe(MESSAGES.resetLinkInvalid);
  });
});
