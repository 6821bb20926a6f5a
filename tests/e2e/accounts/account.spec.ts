import { expect } from '#tests/e2e/support/fixtures.ts';
import {
  captchaLoaded,
  createAccount,
  disableAccountAsAdmin,
  headerAccountItems,
  logInWithApi,
  openLoginFromHeader,
  submitLogin,
  TERMS,
  test,
  uniqueEmail,
} from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { followMailLink } from '#tests/e2e/support/mailbox.ts';
import { openDemoProduct } from '#tests/e2e/support/product.ts';
import { PNG_BYTES } from '#tests/e2e/support/engagement.ts';
import { usePictureAsChosen } from '#tests/e2e/support/workspace.ts';

const MESSAGES = {
  email: 'Please enter a valid email address.',
  password:
    'Please use min. 8 characters with a mix of big/small letters and number. Increase security by adding special characters (optional).',
  repeat: 'Please repeat password correctly.',
  captcha: 'Please enter a valid captcha.',
  loginFailed: 'Please enter a valid email or password.',
  notVerified: 'Please verify your email to continue your registration process.',
  disabled: 'Your account is temporary disabled. Please contact sales.',
  emailExists: 'The email has been registered.',
  emailNotExists: 'The email not exists.',
  prompt: 'Please login in order to continue.',
};

test.describe('an account, from registration to a new password', () => {
  test('registers, verifies the e-mail, logs in, changes the password, logs out, resets it and logs in again', async ({
    page,
    isMobile,
  }) => {
    test.slow();
    const email = uniqueEmail('journey');

    await page.goto('/demo');
    await (await openLoginFromHeader(page, isMobile)).getByRole('link', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByLabel('Email').fill(email);
    await register.getByLabel('Password', { exact: true }).fill('FirstPass1');
    await register.getByLabel('Repeat password').fill('FirstPass1');
    await register.getByLabel('Your name (optional)').fill('Jo Journey');
    await register.getByLabel('Job title (optional)').fill('Buyer');
    await register.getByLabel(TERMS).check();
    await register.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Check your e-mail' })).toContainText(email);

    await followMailLink(page, email, '/account/verify');
    await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();

    await page.goto('/demo');
    await submitLogin(await openLoginFromHeader(page, isMobile), { email, password: 'FirstPass1' });
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
    // A new buyer who does not follow the supplier is asked once to add it (spec §4).
    await page.getByRole('dialog', { name: 'Add this supplier' }).getByRole('button', { name: 'Not now' }).click();
    const items = await headerAccountItems(page, isMobile);
    await expect(items.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(items.getByRole('link', { name: 'Login' })).toBeHidden();
    await items.getByRole('link', { name: 'My account' }).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // What registration asked (optional) is the profile My account shows.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jo Journey');
    await expect(page.getByLabel('Job title', { exact: true })).toHaveValue('Buyer');
    await expect(page.getByLabel('Company', { exact: true })).toHaveValue('');
    await page.getByLabel('Current password').fill('FirstPass1');
    await page.getByLabel('New password', { exact: true }).fill('SecondPass2');
    await page.getByLabel('Repeat password').fill('SecondPass2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    // Still signed in with the renewed cookies; the header's Logout ends it.
    await page.goto('/demo');
    const reloaded = page.waitForEvent('load');
    await (await headerAccountItems(page, isMobile)).getByRole('button', { name: 'Logout' }).click();
    await reloaded;
    await expect((await headerAccountItems(page, isMobile)).getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'isLogin')).toBe(false);
    if (isMobile) await page.keyboard.press('Escape');

    const login = await openLoginFromHeader(page, isMobile);
    await submitLogin(login, { email, password: 'FirstPass1' });
    await expect(login.getByText(MESSAGES.loginFailed)).toBeVisible();
    await login.getByRole('link', { name: 'Reset password' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset password' });
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send' }).click();
    await expect(forgot.getByRole('status')).toContainText(email);

    await followMailLink(page, email, '/account/reset');
    await page.getByLabel('New password', { exact: true }).fill('ThirdPass3');
    await page.getByLabel('Repeat password').fill('ThirdPass3');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('You can use your new password.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await submitLogin(page.getByRole('main'), { email, password: 'ThirdPass3' });
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account');
    await expect(page.getByText(email)).toBeVisible();
  });
});

test.describe('the account modal', () => {
  test('enables each submit button only when its pane is filled in as the rules say', async ({ page, isMobile }) => {
    await page.goto('/demo');
    const login = await openLoginFromHeader(page, isMobile);
    const loginButton = login.getByRole('button', { name: 'Login', exact: true });
    await expect(loginButton).toBeDisabled();
    await login.getByLabel('Email').fill('someone@example.com');
    await login.getByLabel('Password', { exact: true }).fill('Password1');
    await login.getByLabel('Captcha', { exact: true }).fill('ABC12');
    await expect(loginButton).toBeDisabled();
    await login.getByLabel('Captcha', { exact: true }).fill('ABC123');
    await expect(loginButton).toBeEnabled();

    await login.getByRole('link', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    const registerButton = register.getByRole('button', { name: 'Register' });
    await register.getByLabel('Email').fill('someone@example.com');
    await register.getByLabel('Password', { exact: true }).fill('Password1');
    await register.getByLabel('Repeat password').fill('Password1');
    await expect(registerButton).toBeDisabled();
    await register.getByLabel(TERMS).check();
    await expect(registerButton).toBeEnabled();
    await register.getByLabel('Repeat password').fill('Password2');
    await expect(registerButton).toBeDisabled();

    await register.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('link', { name: 'Reset password' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset password' });
    await expect(forgot.getByRole('button', { name: 'Send' })).toBeDisabled();
    await forgot.getByLabel('Email').fill('someone@example.com');
    await expect(forgot.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  test('keeps its links real addresses, focuses the first field, and closes with Escape', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/demo');
    const login = await openLoginFromHeader(page, isMobile);
    await expect(login.getByLabel('Email')).toBeFocused();
    await expect(login.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/account/register');
    await expect(login.getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/account/forgot');
    await expect(login.getByRole('img', { name: /^Captcha/ })).toHaveAttribute(
      'src',
      /^\/api\/supplier\/home\/captcha\?v=\d+$/,
    );
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    if (!isMobile) await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeFocused();
  });

  test('asks a visitor who stars a product to log in, then stars it once logged in', async ({ page, api }) => {
    const email = uniqueEmail('star');
    await createAccount(api, { email, password: 'StarPass1' });
    await openDemoProduct(page, 'MTX-DR12-C');
    await page.getByRole('button', { name: 'Star' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login.getByRole('status')).toHaveText(MESSAGES.prompt);
    await submitLogin(login, { email, password: 'StarPass1' });
    await expect(login).toBeHidden();
    await expect(page).toHaveURL(/\/demo\/product\//);
    await page.getByRole('dialog', { name: 'Add this supplier' }).getByRole('button', { name: 'Not now' }).click();
    await page.getByRole('button', { name: 'Star', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Starred' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('loads none of its code until it is opened', async ({ page, isMobile }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await openDemoProduct(page, 'MTX-DR12-C');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /Account/.test(url))).toEqual([]);
    await openLoginFromHeader(page, isMobile);
    expect(scripts.filter((url) => /AccountModal/.test(url))).not.toEqual([]);
  });
});

test.describe('the account forms say what is wrong, where it is wrong', () => {
  test('login: a wrong captcha, a wrong password, an account not verified yet, a disabled account', async ({
    page,
    api,
  }) => {
    const verified = uniqueEmail('login');
    const unverified = uniqueEmail('unverified');
    await createAccount(api, { email: verified, password: 'LoginPass1' });
    await createAccount(api, { email: unverified, password: 'LoginPass1', verified: false });
    await page.goto('/account/login');
    const form = page.getByRole('main');
    const captcha = form.getByLabel('Captcha', { exact: true });

    await submitLogin(form, { email: verified, password: 'LoginPass1', captcha: 'WRONG1' });
    await expect(captcha).toHaveAccessibleDescription(MESSAGES.captcha);
    await expect(captcha).toHaveValue('');
    const firstPicture = await form.getByRole('img', { name: /^Captcha/ }).getAttribute('src');

    await submitLogin(form, { email: verified, password: 'WrongPass1' });
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(MESSAGES.loginFailed);
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByRole('img', { name: /^Captcha/ })).not.toHaveAttribute('src', firstPicture!);

    await submitLogin(form, { email: unverified, password: 'LoginPass1' });
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(MESSAGES.notVerified);

    await disableAccountAsAdmin(api, verified);
    await submitLogin(form, { email: verified, password: 'LoginPass1' });
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(MESSAGES.disabled);
  });

  test('register: an invalid e-mail, the password rule, a repeat that differs, an e-mail already registered', async ({
    page,
    api,
  }) => {
    const taken = uniqueEmail('taken');
    await createAccount(api, { email: taken, password: 'TakenPass1', verified: false });
    await page.goto('/account/register');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const repeat = page.getByLabel('Repeat password');

    await email.fill('not-an-address');
    await password.fill('password');
    await repeat.fill('password');
    await page.getByLabel(TERMS).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(email).toHaveAccessibleDescription(MESSAGES.email);
    await expect(password).toHaveAccessibleDescription(MESSAGES.password);
    await expect(page.getByText(MESSAGES.password)).toBeVisible();

    await repeat.fill('password1');
    await repeat.blur();
    await expect(repeat).toHaveAccessibleDescription(MESSAGES.repeat);
    await expect(page.getByRole('button', { name: 'Register' })).toBeDisabled();

    await email.fill(taken);
    await password.fill('TakenPass1');
    await repeat.fill('TakenPass1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(email).toHaveAccessibleDescription(MESSAGES.emailExists);
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('forgot: an e-mail nobody registered', async ({ page }) => {
    await page.goto('/account/forgot');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(MESSAGES.emailNotExists);
  });

  test('reset and verify: links that are not valid say so', async ({ page }) => {
    await page.goto('/account/reset?token=not-a-real-token-at-all');
    await page.getByLabel('New password', { exact: true }).fill('ResetPass1');
    await page.getByLabel('Repeat password').fill('ResetPass1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is invalid or has expired. Please request a new one.',
    );

    await page.goto('/account/verify?token=not-a-real-token-at-all');
    await expect(page.getByRole('heading', { name: 'This link is invalid or has expired' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/account/register',
    );
  });
});

test.describe('the account pages', () => {
  test('are never cached nor indexed; the mailbox is there locally', async ({ page, request }) => {
    for (const path of ['/account/login', '/account/register', '/account/forgot', '/account', '/account/mailbox']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-store');
      expect(response.headers()['x-vitrine-cache'], path).toBe('BYPASS');
    }
    await page.goto('/account/login');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect((await request.get('/account/anything-else')).status()).toBe(404);
  });

  test('the login page leads back to where the visitor came from, and only within the site', async ({ page, api }) => {
    const email = uniqueEmail('return');
    await createAccount(api, { email, password: 'ReturnPass1' });
    await page.goto('/account/login?return=//evil.example/');
    await submitLogin(page.getByRole('main'), { email, password: 'ReturnPass1' });
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await page.context().clearCookies();
    await page.goto('/account/login?return=/demo?page=2');
    await submitLogin(page.getByRole('main'), { email, password: 'ReturnPass1' });
    await expect(page).toHaveURL(/\/demo\?page=2$/);
  });

  test('the register pane links to the terms of use and the privacy policy, pages of their own', async ({ page }) => {
    await page.goto('/account/register');
    const form = page.getByRole('main');
    for (const [name, heading] of [
      ['terms of use', 'Terms of use'],
      ['privacy policy', 'Privacy policy'],
    ] as const) {
      const link = form.getByRole('link', { name, exact: true });
      const opened = page.context().waitForEvent('page');
      await link.click();
      const legal = await opened;
      await expect(legal.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(legal.getByText(/^Last updated: /)).toBeVisible();
      await legal.close();
    }
    // Following a link opens a new tab: the form and its ticks stay as they were.
    await expect(form.getByLabel(TERMS)).not.toBeChecked();
  });

  test('My account shows a visitor the login pane', async ({ page }) => {
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await captchaLoaded(page.getByRole('main'));
  });

  test('My account › Profile saves the name, job title, company and a cropped photo that the account answers', async ({
    page,
    context,
  }) => {
    const credentials = { email: uniqueEmail('profile'), password: 'ProfilePass1' };
    await createAccount(context.request, credentials);
    await logInWithApi(context.request, credentials);
    await page.goto('/account');
    await page.getByLabel('Name', { exact: true }).fill('Pat Profile');
    await page.getByLabel('Job title', { exact: true }).fill('Purchasing lead');
    await page.getByLabel('Company', { exact: true }).fill('Nordic Build AB');
    await expect(page.getByText('No photo')).toBeVisible();
    await page.getByLabel('Choose photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await usePictureAsChosen(page);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();

    // The account's own answer holds what was typed, and the photo shown is the one it stores.
    const current = (await (await context.request.get('/api/current')).json()).data;
    expect(current.profile).toMatchObject({
      name: 'Pat Profile',
      jobTitle: 'Purchasing lead',
      companyName: 'Nordic Build AB',
    });
    expect(current.profile.avatarUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pat Profile');
    await expect(page.getByRole('img', { name: 'Photo shown now' })).toHaveAttribute('src', current.profile.avatarUrl);

    // A name over the limit is refused on its field, and nothing of the form is saved.
    await page.getByLabel('Job title', { exact: true }).fill('Head buyer');
    await page.getByLabel('Name', { exact: true }).fill('x'.repeat(61));
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
      'Please use at most 60 characters on one line for your name.',
    );
    expect((await (await context.request.get('/api/current')).json()).data.profile.jobTitle).toBe('Purchasing lead');

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Pat Profile');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
    expect((await (await context.request.get('/api/current')).json()).data.profile).toMatchObject({
      avatarUrl: null,
      jobTitle: 'Head buyer',
    });
  });

  test('My account keeps the visibility chosen, and deletes the account with the password, after a warning', async ({
    page,
    context,
  }) => {
    const credentials = { email: uniqueEmail('settings'), password: 'SettingsPass1' };
    await createAccount(context.request, credentials);
    await logInWithApi(context.request, credentials);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Visible/ })).toBeChecked();
    await page.getByRole('radio', { name: /^Hidden/ }).check();
    await expect(page.getByRole('radio', { name: /^Hidden/ })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('radio', { name: /^Hidden/ })).toBeChecked();

    const remove = page.getByRole('button', { name: 'Delete account' });
    await expect(remove).toBeDisabled();
    await page.getByLabel('Your password').fill('Wrong-password-1');
    await remove.click();
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await warning.getByRole('button', { name: 'No' }).click();
    await expect(warning).toBeHidden();
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await remove.click();
    await warning.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByLabel('Your password')).toHaveAccessibleDescription('Your current password is not correct.');
    await page.getByLabel('Your password').fill(credentials.password);
    await remove.click();
    await warning.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  });
});

test.describe('accessibility of the account screens', () => {
  test('the account modal, on its login and register panes, has no serious or critical violation', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/demo');
    const login = await openLoginFromHeader(page, isMobile);
    await captchaLoaded(login);
    expect(await seriousViolations(page)).toEqual([]);
    await login.getByRole('link', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the login page and My account have no serious or critical violation', async ({ page, context }) => {
    await page.goto('/account/login');
    await captchaLoaded(page.getByRole('main'));
    expect(await seriousViolations(page)).toEqual([]);
    const credentials = { email: uniqueEmail('axe'), password: 'AxePass1' };
    await createAccount(context.request, credentials);
    await logInWithApi(context.request, credentials);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
