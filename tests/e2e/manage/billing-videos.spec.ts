import { randomUUID } from 'node:crypto';
import { readApi, test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openScreen, save, signInNewOwner } from '#tests/e2e/support/workspace.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import type { LibraryVideo } from '#src/shared/videos.ts';

// Issue 26 item 9: the spec's navigation labels Billing, Sales team and Videos as real screens.

/** A WebM's leading bytes and something of its own: each upload is a different video. */
const webm = (name: string) => ({
  name,
  mimeType: 'video/webm',
  buffer: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from(randomUUID())]),
});

const shownDate = (ms: number) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(ms);

test.describe('The owner’s Billing, Sales team and Videos screens', () => {
  test('Billing shows the trial as the catalogue’s own plan says it', async ({ page, context, isMobile }) => {
    await signInNewOwner(context);
    const { plan } = await readApi<OwnerCompany>(context.request, '/api/supplier/home/get');
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Billing');
    const facts = page.locator('.ws-plan-facts');
    await expect(facts).toContainText(`Started${shownDate(plan.startedAt)}`);
    await expect(facts).toContainText(`Trial ends${shownDate(plan.trialEndsAt)}`);
    expect(plan.trialEndsAt - plan.startedAt).toBe(30 * 24 * 60 * 60 * 1000);
    await expect(page.getByRole('status').filter({ hasText: 'days of your trial are left.' })).toHaveText(
      '30 days of your trial are left.',
    );
    await expect(page.getByText('No invoices: nothing has been charged.')).toBeVisible();
    await page.getByRole('link', { name: 'Subscription', exact: true }).last().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Subscription' })).toBeVisible();
    await page.screenshot({ path: `tests/e2e/.artifacts/billing-${isMobile ? 'phone' : 'desktop'}.png` });
  });

  test('Sales team is the contact persons screen, with posting rights', async ({ page, context, isMobile }) => {
    await signInNewOwner(context);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Sales team');
    await expect(page.getByText('No contacts yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a contact' }).click();
    await expect(page.getByLabel('Allowed to publish posts')).not.toBeChecked();
  });

  test('Videos lists every video with where it shows, row by row as the library answers', async ({
    page,
    context,
    isMobile,
  }) => {
    await signInNewOwner(context);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Videos');
    await expect(page.getByText('No videos yet.')).toBeVisible();

    // One video into the company gallery, one straight into the library.
    await openScreen(page, isMobile, 'Video & photo');
    await page.getByLabel('Add a video', { exact: true }).setInputFiles(webm('tour.webm'));
    await expect(page.getByText('tour.webm added. Save to show it on your company page.')).toBeVisible();
    await save(page);
    await openScreen(page, isMobile, 'Videos');
    await page.getByLabel('Add a video', { exact: true }).setInputFiles(webm('line.webm'));
    await expect(page.getByText('line.webm added to your videos.')).toBeVisible();

    const rows = page.getByRole('list', { name: 'Your videos' }).getByRole('article');
    await expect(rows).toHaveCount(2);
    const library = await readApi<LibraryVideo[]>(context.request, '/api/supplier/home/video/library');
    expect(library).toHaveLength(2);
    for (const [index, video] of library.entries()) {
      const row = rows.nth(index);
      const name = `Video ${library.length - index}`;
      await expect(row).toHaveAccessibleName(name);
      await expect(row).toContainText(`uploaded ${shownDate(video.uploadedAt)}`);
      const uses = row.getByRole('list', { name: 'Shows on' }).getByRole('link');
      if (video.uses.length === 0) await expect(row).toContainText('Not shown anywhere yet.');
      else await expect(uses).toHaveText(video.uses.map(() => 'Company page gallery'));
    }
    // Newest first: the library's video, then the gallery's.
    await expect(rows.nth(0)).toContainText('Not shown anywhere yet.');
    await rows.nth(1).getByRole('link', { name: 'Company page gallery' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Video & photo' })).toBeVisible();
    await openScreen(page, isMobile, 'Videos');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `tests/e2e/.artifacts/videos-${isMobile ? 'phone' : 'desktop'}.png`,
      fullPage: true,
    });
  });
});
