import { randomUUID } from 'node:crypto';
import { createAccount, logInWithApi, submitLogin, TERMS, test, uniqueEmail } from '#tests/e2e/support/account.ts';
import { followMailLink } from '#tests/e2e/support/mailbox.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { PNG_BYTES, signInFreshBuyer } from '#tests/e2e/support/engagement.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import {
  openScreen,
  PDF_BYTES,
  publicPage,
  save,
  signInNewOwner,
  usePictureAsChosen,
  WEBM_BYTES,
} from '#tests/e2e/support/workspace.ts';
import { companyPath } from '#src/shared/catalog-paths.ts';
import { acceptTeamInvitation } from '#tests/e2e/support/people.ts';

// Issue 11: a supplier opens a catalogue from the demo banner, fills every profile tab and the
// site settings in the workspace, and the public pages show each save on the very next request.

test.describe('Creating a catalogue', () => {
  test('the demo banner leads a visitor through the account to a new catalogue and its workspace', async ({
    page,
    context,
  }) => {
    await page.goto('/demo');
    await page.getByRole('link', { name: 'Create and share your own catalog too.' }).click();
    await expect(page).toHaveURL(/\/manage\/create$/);
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();

    // Registering, verifying the e-mail and logging in all lead back to creating the catalogue.
    const credentials = { email: uniqueEmail('new-supplier'), password: 'SupplierPass1' };
    const register = page.getByRole('main');
    await register.getByLabel('Email').fill(credentials.email);
    await register.getByLabel('Password', { exact: true }).fill(credentials.password);
    await register.getByLabel('Repeat password').fill(credentials.password);
    await register.getByLabel(TERMS).check();
    await register.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await followMailLink(page, credentials.email, '/account/verify');
    await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await submitLogin(page.getByRole('main'), credentials);
    await expect(page).toHaveURL(/\/manage\/create$/);

    const companyName = `Baltic Valves ${randomUUID().slice(0, 6)}`;
    await page.getByLabel('Company name', { exact: true }).fill(companyName);
    const address = page.getByLabel("Your catalogue's address", { exact: true });
    await expect(address).toHaveValue(companyName.toLowerCase().replaceAll(' ', '-'));
    await expect(page.getByText(`“${companyName.toLowerCase().replaceAll(' ', '-')}” is free.`)).toBeVisible();
    await address.fill('demo');
    await expect(page.getByText('This name is taken. Please choose another.')).toBeVisible();
    await address.fill('admin');
    await expect(page.getByText('This name is reserved for the site. Please choose another.')).toBeVisible();
    const name = `baltic-${randomUUID().slice(0, 8)}`;
    await address.fill(name);
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Estonia' });
    await page.getByLabel('Business type', { exact: true }).fill('Manufacturer');
    await page.getByRole('button', { name: 'Create catalogue' }).click();

    await expect(page).toHaveURL(/\/manage$/);
    await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
    await page.getByRole('link', { name: 'Open your storefront' }).click();
    await expect(page).toHaveURL(new RegExp(`/${name}$`));
    await expect(page.getByText('No products or services have been uploaded to this account yet.')).toBeVisible();
  });
});

test.describe('The owner’s workspace', () => {
  test("General sets the company's avatar, categories and related company, as its card and company page show them", async ({
    page,
    context,
    isMobile,
  }) => {
    const owner = await signInNewOwner(context);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'General');
    await expect(page.getByText('No avatar')).toBeVisible();
    await page
      .getByLabel('Choose avatar', { exact: true })
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await usePictureAsChosen(page);
    await page.getByLabel('Categories', { exact: true }).fill('Valves, Fittings, valves');
    await page.getByLabel('Related company', { exact: true }).fill(owner.name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel('Categories', { exact: true })).toHaveAccessibleDescription(
      /Each category can be named once\./,
    );
    await page.getByLabel('Categories', { exact: true }).fill('Valves, Fittings');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel('Related company', { exact: true })).toHaveAccessibleDescription(/not your own/);
    await page.getByLabel('Related company', { exact: true }).fill('demo');
    await save(page);

    // The card's truth is the supplier's own detail: the avatar shown in the tab is the one it answers.
    const detail = (await (await context.request.get(`/api/common/supplier/detail/${owner.name}`)).json()).data;
    expect(detail.categories).toEqual(['Valves', 'Fittings']);
    expect(detail.avatar).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    await expect(page.getByRole('img', { name: 'Avatar shown now' })).toHaveAttribute('src', detail.avatar);
    const demo = (await (await context.request.get('/api/common/supplier/detail/demo')).json()).data;
    const shown = await publicPage(context, companyPath({ name: owner.name, companyName: owner.companyName }));
    expect(shown.html).toContain(`href="${companyPath({ name: 'demo', companyName: demo.companyName })}"`);
  });

  test('every profile tab saves, and the company page shows it on the next request', async ({
    page,
    context,
    api,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const owner = await signInNewOwner(context);
    const companyPage = companyPath({ name: owner.name, companyName: owner.companyName });
    await page.goto('/manage');
    await expect(page.getByRole('heading', { level: 1, name: owner.companyName })).toBeVisible();

    await openScreen(page, isMobile, 'General');
    await page.getByLabel('Region', { exact: true }).fill('Västra Götaland');
    await page.getByRole('textbox', { name: 'Description' }).fill('We forge valves in Gothenburg since 1952.');
    await save(page);
    let shown = await publicPage(context, companyPage);
    expect(shown.html).toContain('We forge valves in Gothenburg since 1952.');
    expect(shown.html).toContain('Västra Götaland');
    expect(shown.cache).toEqual(['MISS', 'HIT']);

    await openScreen(page, isMobile, 'Highlights');
    for (const [name, value] of [
      ['Employees', '250'],
      ['Export share', '80 %'],
    ]) {
      await page.getByRole('button', { name: 'Add a highlight' }).click();
      await page.getByLabel('Name', { exact: true }).last().fill(name!);
      await page.getByLabel('Value', { exact: true }).last().fill(value!);
    }
    // By keyboard: the second row moves up, and its button keeps the focus.
    await page.getByRole('button', { name: 'Move Export share up' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Move Export share down' })).toBeFocused();
    await save(page);
    shown = await publicPage(context, companyPage);
    expect(shown.html.indexOf('Export share')).toBeLessThan(shown.html.indexOf('Employees'));

    await openScreen(page, isMobile, 'Turnover distribution');
    await page.getByRole('button', { name: 'Add a region' }).click();
    await page.getByLabel('Region', { exact: true }).last().fill('Nordics');
    await page.getByLabel('Share of turnover (%)', { exact: true }).last().fill('70');
    await page.getByRole('button', { name: 'Add a region' }).click();
    await page.getByLabel('Region', { exact: true }).last().fill('Germany');
    await page.getByLabel('Share of turnover (%)', { exact: true }).last().fill('40');
    await expect(page.getByText('The shares add up to more than 100 %.').first()).toBeVisible();
    await page.getByLabel('Share of turnover (%)', { exact: true }).last().fill('25');
    await expect(page.getByText('Total: 95 % of 100 %')).toBeVisible();
    await save(page);

    await openScreen(page, isMobile, 'Trade shows');
    await page.getByRole('button', { name: 'Add a trade show' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Valve World Expo');
    await page.getByLabel('Start', { exact: true }).fill('2027-12-01');
    await page.getByLabel('End', { exact: true }).fill('2027-11-30');
    await page.getByLabel('Location', { exact: true }).fill('Düsseldorf');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The show cannot end before it starts.')).toBeVisible();
    await page.getByLabel('End', { exact: true }).fill('2027-12-03');
    await save(page);

    await openScreen(page, isMobile, 'Sales team');
    await page.getByRole('button', { name: 'Add a contact' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('We could not find any app user with this email...')).toBeVisible();
    // A fresh account: the seed's sales contact stays on demo's team alone for the posts spec.
    const contact = { email: uniqueEmail('contact'), password: 'ContactPass1' };
    await createAccount(api, contact);
    await page.getByLabel('E-mail', { exact: true }).fill(contact.email);
    await page.getByLabel('Job title', { exact: true }).fill('Export manager');
    await page.getByLabel('Allowed to publish posts', { exact: true }).check();
    await save(page);
    // Invited, not yet on the team: nothing of them is shown until they accept.
    await expect(page.getByText('Waiting for them to accept.')).toBeVisible();
    expect((await publicPage(context, companyPage)).html).not.toContain('Export manager');
    await logInWithApi(api, contact);
    await acceptTeamInvitation(api, owner.name);

    await openScreen(page, isMobile, 'Video & photo');
    await page.getByLabel('Add photos', { exact: true }).setInputFiles([
      { name: 'factory.png', mimeType: 'image/png', buffer: PNG_BYTES },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
    ]);
    await usePictureAsChosen(page);
    await expect(page.getByText(/notes\.txt was not added/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    // A video: the browser checks it first, then the video host (R2 here) takes it.
    const addVideo = page.getByLabel('Add a video', { exact: true });
    await addVideo.setInputFiles({ name: 'tour.mkv', mimeType: 'video/x-matroska', buffer: WEBM_BYTES });
    await expect(page.getByText(/tour\.mkv: Please choose a video in one of these formats/)).toBeVisible();
    await addVideo.setInputFiles({ name: 'tour.webm', mimeType: 'video/webm', buffer: WEBM_BYTES });
    await expect(page.getByText('tour.webm added. Save to show it on your company page.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move Video 2 up' })).toBeVisible();
    await save(page);

    await openScreen(page, isMobile, 'Certificates & other documents');
    await page.getByLabel('Upload documents', { exact: true }).setInputFiles({
      name: 'ISO 9001.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_BYTES,
    });
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('ISO 9001');
    await save(page);

    shown = await publicPage(context, companyPage);
    for (const text of ['Nordics', 'Valve World Expo', 'Export manager', 'ISO 9001', '/media/'])
      expect(shown.html, text).toContain(text);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('settings change the storefront’s colours and logo, with a live preview', async ({ page, context }) => {
    const owner = await signInNewOwner(context);
    await page.goto('/manage/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    const mainColour = page.getByRole('textbox', { name: 'Main colour', exact: true });
    await mainColour.fill('#ffd800');
    await expect(page.getByText(/too light for text on white, so the pages darken it/)).toBeVisible();
    await mainColour.fill('#8a1538');
    await page
      .getByLabel('Choose logo', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await usePictureAsChosen(page);
    await expect(page.getByRole('img', { name: 'Logo shown now' })).toBeVisible();
    await page
      .getByLabel('Description for search engines', { exact: true })
      .fill('Valves and fittings from the Baltic.');
    await save(page);
    expect(await seriousViolations(page)).toEqual([]);

    const shown = await publicPage(context, `/${owner.name}`);
    expect(shown.html).toContain('--color-primary: #8a1538');
    expect(shown.html).toMatch(/<img src="\/media\/[0-9a-f]{64}\.png" alt="[^"]+" height="40"/);
    expect(shown.html).toContain('Valves and fittings from the Baltic.');
  });

  test('leaving a screen with unsaved changes asks first', async ({ page, context, isMobile }) => {
    await signInNewOwner(context);
    await page.goto('/manage/profile/general');
    const companyName = page.getByLabel('Company name', { exact: true });
    await companyName.fill('A name not saved');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Workspace' });
    if (isMobile) await nav.getByRole('button', { name: /^Screen:/ }).click();
    await nav.getByRole('link', { name: 'Help' }).click();
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await expect(warning).toContainText('You have unsaved changes. Leave without saving them?');
    await warning.getByRole('button', { name: 'No' }).click();
    await expect(companyName).toHaveValue('A name not saved');
    await expect(page).toHaveURL(/\/manage\/profile\/general$/);

    if (isMobile) await nav.getByRole('button', { name: /^Screen:/ }).click();
    await nav.getByRole('link', { name: 'Help' }).click();
    await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/manage\/help$/);
    await expect(page.getByRole('heading', { name: 'How your catalogue reaches buyers' })).toBeVisible();
  });

  test('a visitor gets the login pane, a buyer is told the workspace is for owners', async ({ page, context }) => {
    await page.goto('/manage/profile/general');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await signInFreshBuyer(context);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This workspace is for catalogue owners' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create your own catalogue' })).toHaveAttribute(
      'href',
      '/manage/create',
    );
  });

  test('the owner finds the workspace in the storefront header and My account', async ({ page, context, isMobile }) => {
    const owner = await signInNewOwner(context);
    await page.goto(`/${owner.name}`);
    if (isMobile) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const region = isMobile ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('banner');
    await expect(region.getByRole('link', { name: 'Manage catalogue' })).toHaveAttribute('href', '/manage');
    await page.goto('/demo');
    if (isMobile) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Manage catalogue' })).toHaveCount(0);
    await page.goto('/account');
    await expect(page.getByRole('link', { name: 'Manage your catalogue' })).toHaveAttribute('href', '/manage');
  });
});
