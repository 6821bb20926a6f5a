import type { Locator, Page } from '@playwright/test';
import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { expectImageDrawn } from '#tests/e2e/support/image-drawn.ts';

// The demo supplier fills every section of the company page (functions/local/seed/suppliers/demo).
const COMPANY_NAME = 'Meridian Industrial Supply Co., Ltd.';
const COMPANY_PAGE = '/demo/company/demo/meridian-industrial-supply-co-ltd';
const SECTIONS_IN_ORDER = [
  'Highlights',
  'Profile',
  'Description',
  'Certificates and other Documents',
  'Turnover Distribution',
  'Company',
  'Trade Shows',
  'Contact',
  'Latest Posts',
];
/** The pie's blank remainder slice (#e3e7ed): the demo's turnovers add up to 92%. */
const REMAINDER_RGB = [0xe3, 0xe7, 0xed];

function section(page: Page, title: string): Locator {
  return page.locator('details.section', { has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Opens a collapsed section the way a person does: a click on its title. */
async function openSection(page: Page, title: string): Promise<Locator> {
  const details = section(page, title);
  await details.getByRole('heading', { name: title, exact: true }).click();
  await expect(details).toHaveAttribute('open', '');
  return details;
}

test.describe('the company profile page', () => {
  test('shows the company: title, breadcrumb home, name, business type, flag and country', async ({ page }) => {
    const response = await page.goto(COMPANY_PAGE);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${COMPANY_NAME} company profile`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/demo\/company\/demo\/meridian-industrial-supply-co-ltd-?$/,
    );

    const home = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('href', /^\/demo\?version=\d+$/);
    const summary = page.locator('.company-summary');
    await expect(summary.getByRole('heading', { level: 1, name: COMPANY_NAME })).toBeVisible();
    await expect(summary.getByText('Manufacturer, Trading Company', { exact: true })).toBeVisible();
    const country = summary.locator('.country');
    await expect(country).toHaveText('China');
    await expect(country.locator('img')).toHaveAttribute('src', '/flags/CN.svg');
    await expectImageDrawn(country.locator('img'));

    await home.click();
    await expect(page).toHaveURL(/\/demo\?version=\d+$/);
  });

  test('the header offers Products, not Company', async ({ page, isMobile }) => {
    await page.goto(COMPANY_PAGE);
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole(isMobile ? 'dialog' : 'banner').getByRole('navigation', { name: 'Catalogue' });
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('href', /^\/demo\?version=\d+$/);
    await expect(nav.getByRole('link', { name: 'Company' })).toHaveCount(0);
  });

  test('shows the sections in the spec order, only the first one open', async ({ page }) => {
    await page.goto(COMPANY_PAGE);
    const titles = page.locator('details.section > summary').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(SECTIONS_IN_ORDER);
    await expect(section(page, 'Highlights')).toHaveAttribute('open', '');
    for (const title of SECTIONS_IN_ORDER.slice(1)) await expect(section(page, title)).not.toHaveAttribute('open');
  });

  test('fits the screen width with every section open', async ({ page }) => {
    await page.goto(COMPANY_PAGE);
    for (const title of SECTIONS_IN_ORDER.slice(1)) await openSection(page, title);
    await expect(
      section(page, 'Turnover Distribution').getByRole('img', { name: /^Turnover distribution pie chart: / }),
    ).toBeVisible();
    // A phone widens the page to whatever sticks out, so the page must be no wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });

  test('a section opens from the keyboard', async ({ page }) => {
    await page.goto(COMPANY_PAGE);
    const profile = section(page, 'Profile');
    await profile.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(profile).toHaveAttribute('open', '');
    await expect(profile.getByText('Zhejiang', { exact: true })).toBeVisible();
  });

  test('highlights, profile and description show their content', async ({ page }) => {
    await page.goto(COMPANY_PAGE);
    const highlights = section(page, 'Highlights');
    expect(await highlights.getByRole('term').count()).toBeGreaterThanOrEqual(4);
    await expect(highlights.getByRole('definition').filter({ hasText: '38,000 m²' })).toBeVisible();

    const profile = await openSection(page, 'Profile');
    for (const name of [
      'Company Name',
      'Region',
      'Established',
      'Address',
      'Business Type',
      'Main Products',
      'Email',
      'Phone',
      'Website',
    ]) {
      await expect(profile.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) })).toBeVisible();
    }
    await expect(profile.getByText(/Cordless drills and angle grinders/)).toBeVisible();
    await expect(profile.getByRole('link', { name: 'export@meridian-industrial.example' })).toHaveAttribute(
      'href',
      'mailto:export@meridian-industrial.example',
    );
    await expect(profile.getByRole('link', { name: '+86 574 8766 2190' })).toHaveAttribute(
      'href',
      'tel:+8657487662190',
    );
    await expect(profile.getByRole('link', { name: 'https://www.meridian-industrial.example' })).toHaveAttribute(
      'href',
      'https://www.meridian-industrial.example',
    );

    const description = await openSection(page, 'Description');
    await expect(description.getByText(/founded in Ningbo in 2009/)).toBeVisible();
    await expect(description.getByRole('listitem').filter({ hasText: 'Own QC laboratory' })).toBeVisible();
  });

  test('documents, the related company and trade shows show their content', async ({ page }) => {
    await page.goto(COMPANY_PAGE);
    const documents = await openSection(page, 'Certificates and other Documents');
    const links = documents.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(2);
    await expect(links.filter({ hasText: 'ISO 9001-2015 Certificate' })).toContainText(/PDF · [\d.]+ (B|KB|MB)/);
    await expect(links.first()).toHaveAttribute('href', /^\/media\//);

    const related = await openSection(page, 'Company');
    const card = related.getByRole('link', { name: /Nordic Fasteners AB/ });
    await expect(card).toHaveAttribute('href', /^\/nordic-fasteners\/company\/nordic-fasteners\//);
    await expect(card.locator('.country')).toHaveText('SE');
    await expect(card.locator('.country img')).toHaveAttribute('src', '/flags/SE.svg');
    await expect(card).toContainText(/Categories/);

    const shows = (await openSection(page, 'Trade Shows')).getByRole('listitem');
    expect(await shows.count()).toBeGreaterThanOrEqual(2);
    const hannover = shows.filter({ has: page.getByRole('heading', { name: 'Hannover Messe' }) });
    await expect(hannover.getByRole('definition')).toHaveText([
      'Hall 6, B18',
      '19 Apr 2027 – 23 Apr 2027',
      'Hannover, Germany',
    ]);
    // The booth is optional: a show without one has no Booth line.
    const withoutBooth = shows.filter({ has: page.getByRole('heading', { name: 'National Hardware Show' }) });
    await expect(withoutBooth.getByRole('term')).toHaveText(['Dates', 'Location']);
  });

  test('trade shows and contacts sit two per row on a desktop, one per row on a phone', async ({ page, isMobile }) => {
    await page.goto(COMPANY_PAGE);
    await openSection(page, 'Trade Shows');
    await openSection(page, 'Contact');
    for (const items of [
      section(page, 'Trade Shows').getByRole('listitem'),
      section(page, 'Contact').getByRole('listitem'),
    ]) {
      const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
      expect(first && second).toBeTruthy();
      expect(first!.y === second!.y).toBe(!isMobile);
    }
  });

  test('a visitor who clicks a contact is asked to log in', async ({ page }) => {
    await page.goto(COMPANY_PAGE);
    // The chat widget is for signed-in users: a visitor's page has no chat button.
    await expect(page.locator('.chat-widget')).toHaveCount(0);
    const contacts = (await openSection(page, 'Contact')).getByRole('button', { name: /^Chat with / });
    expect(await contacts.count()).toBeGreaterThanOrEqual(2);
    await expect(contacts.first()).toContainText('Lina Chen');
    await expect(contacts.first()).toContainText('Senior Export Sales Manager');
    await expect(contacts.first().locator('.avatar img')).toBeVisible();
    await contacts.first().click();
    const prompt = page.getByRole('dialog').filter({ hasText: 'Please login in order to continue.' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a signed-in user who clicks a contact asks the chat widget to start a chat', async ({ page, signIn }) => {
    await signIn();
    await page.goto(COMPANY_PAGE);
    const contact = (await openSection(page, 'Contact')).getByRole('button', { name: /^Chat with Lina Chen/ });
    // Stands in for the chat widget: it takes the event (and cancels it, as it opens the chat).
    await page.evaluate(() =>
      document.addEventListener('vitrine:start-chat', (event) => {
        event.preventDefault();
        document.body.setAttribute('data-started-chat', JSON.stringify((event as CustomEvent).detail));
      }),
    );
    await contact.click();
    await expect
      .poll(async () => JSON.parse((await page.locator('body').getAttribute('data-started-chat')) ?? 'null'))
      .toEqual({ contactId: expect.any(Number), supplierName: 'demo' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a signed-in user's contact click opens the conversation in the chat widget", async ({ page, signIn }) => {
    await signIn();
    await page.goto(COMPANY_PAGE);
    await (await openSection(page, 'Contact')).getByRole('button', { name: /^Chat with Lina Chen/ }).click();
    const chats = page.getByRole('region', { name: 'Chats' });
    await expect(chats.getByRole('list', { name: 'Messages with Lina Chen' })).toBeVisible();
    await expect(chats.getByRole('textbox', { name: 'Write a message' })).toBeVisible();
    await chats.getByRole('button', { name: 'Back to chats' }).click();
    await expect(chats.getByRole('button', { name: /^Lina Chen/ })).toBeVisible();
    await chats.getByRole('button', { name: 'Close chats' }).click();
    await expect(chats).toBeHidden();
    await expect(page.getByRole('button', { name: /^Chats/ })).toBeVisible();
  });

  test('the turnover pie loads and draws once its section is open, with the remainder slice', async ({ page }) => {
    const chartScripts: string[] = [];
    page.on(
      'request',
      (request) => /\/turnover-pie\.[\w-]+\.js$/.test(request.url()) && chartScripts.push(request.url()),
    );
    await page.goto(COMPANY_PAGE);
    await section(page, 'Turnover Distribution').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(chartScripts).toEqual([]);

    const turnover = await openSection(page, 'Turnover Distribution');
    const pie = turnover.getByRole('img', {
      name: /^Turnover distribution pie chart: Western Europe 30%.*Other \/ not specified 8%$/,
    });
    await expect(pie).toBeVisible();
    expect(chartScripts).toHaveLength(1);
    const box = await pie.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.height).toBeGreaterThan(200);
    await expect
      .poll(() =>
        pie.evaluate((canvas: HTMLCanvasElement, [r, g, b]) => {
          const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
          let remainderPixels = 0;
          for (let index = 0; index < data.length; index += 4)
            if (data[index] === r && data[index + 1] === g && data[index + 2] === b) remainderPixels++;
          return remainderPixels;
        }, REMAINDER_RGB),
      )
      .toBeGreaterThan(500);

    // The same figures as a table for screen readers, remainder included.
    const table = turnover.getByRole('table', { name: 'Turnover distribution by region' });
    await expect(table.getByRole('row', { name: 'Western Europe 30%' })).toHaveCount(1);
    await expect(table.getByRole('row', { name: 'Other / not specified 8%' })).toHaveCount(1);
  });

  test('the pie follows the width of the window', async ({ page }) => {
    await page.goto(COMPANY_PAGE);
    const pie = (await openSection(page, 'Turnover Distribution')).getByRole('img', {
      name: /^Turnover distribution pie chart: /,
    });
    await expect(pie).toBeVisible();
    const before = (await pie.boundingBox())!.width;
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: Math.round(viewport.width * 0.6), height: viewport.height });
    await expect.poll(async () => (await pie.boundingBox())!.width).toBeLessThan(before);
  });

  test('latest posts show 10, and Show more posts appends the next ones', async ({ page }) => {
    await page.goto(COMPANY_PAGE);
    const posts = (await openSection(page, 'Latest Posts'))
      .getByRole('list', { name: 'Latest posts' })
      .locator(':scope > li');
    await expect(posts).toHaveCount(10);
    await page.getByRole('button', { name: 'Show more posts' }).click();
    await expect.poll(() => posts.count()).toBeGreaterThan(10);
  });

  test('Share and the QR thumbnail open the QR popup with a download named after the company', async ({ page }) => {
    await page.goto(COMPANY_PAGE);
    const popup = page.getByRole('dialog', { name: 'Share' });
    for (const opener of [
      page.getByRole('button', { name: 'Share' }),
      page.getByRole('button', { name: 'Show QR code' }),
    ]) {
      await opener.click();
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('img', { name: /^QR code of / })).toBeVisible();
      const download = popup.getByRole('link', { name: 'Download' });
      await expect(download).toHaveAttribute('href', '/api/common/supplier/qrcode/demo');
      await expect(download).toHaveAttribute('download', `${COMPANY_NAME.replace(/[.\s]/g, '')}.png`);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
    }
  });
});

test.describe('company page addresses', () => {
  test('a supplierid that differs from the supplier goes to /404', async ({ page }) => {
    await page.goto('/demo/company/nordic-fasteners');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  test('an unknown supplier goes to /404', async ({ page }) => {
    await page.goto('/no-such-supplier/company/no-such-supplier/anything');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('the title segment is optional', async ({ page }) => {
    const response = await page.goto('/demo/company/demo');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: COMPANY_NAME })).toBeVisible();
  });

  test('a disabled supplier sends the visitor to the login route', async ({ page }) => {
    await page.goto('/disabled-co/company/disabled-co');
    await expect(page).toHaveURL(/\/account\/login\?catalogue=unavailable$/);
  });
});
