import { test } from '#tests/e2e/support/account.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { openScreen, signInNewOwner } from '#tests/e2e/support/workspace.ts';

// Issue 26 item 7, on a phone: the workspace's own header (the company's name and the screen
// switch) leaves the screen to start within 120 px, and the floating chat button never sits on a
// control, not even on Save with the form scrolled to its end.

test('the workspace header is short, and the chat button keeps clear of Save', async ({ page, context }) => {
  const owner = await signInNewOwner(context);
  await page.goto('/manage');
  await openScreen(page, true, 'General');
  const workspaceTop = await page.locator('.workspace').evaluate((element) => element.getBoundingClientRect().top);
  const screenTitle = page.getByRole('heading', { level: 2, name: 'General' });
  const titleTop = (await screenTitle.boundingBox())!.y;
  expect(titleTop - workspaceTop).toBeLessThan(120);
  await expect(page.getByRole('heading', { level: 1, name: owner.companyName })).toBeVisible();

  const launcher = page.getByRole('button', { name: /^Chats/ });
  await expect(launcher).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [saveBox, launcherBox] = [(await save.boundingBox())!, (await launcher.boundingBox())!];
  const overlaps =
    saveBox.x < launcherBox.x + launcherBox.width &&
    launcherBox.x < saveBox.x + saveBox.width &&
    saveBox.y < launcherBox.y + launcherBox.height &&
    launcherBox.y < saveBox.y + saveBox.height;
  expect(overlaps, JSON.stringify({ saveBox, launcherBox })).toBe(false);
});
