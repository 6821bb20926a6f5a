import { createHash, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, logInWithApi, SEED_SALES, test } from '#tests/e2e/support/account.ts';
import { seriousViolations } from '#tests/e2e/support/axe.ts';
import { expect } from '#tests/e2e/support/fixtures.ts';
import { drawnPng, plain } from '#tests/e2e/support/drawn-png.ts';
import { publishPost, SEED_OWNER, signInNewBuyer } from '#tests/e2e/support/my-catalogue.ts';
import {
  cropperDialog,
  openNewCatalogue,
  openScreen,
  publicPage,
  usePictureAsChosen,
  WEBM_BYTES,
} from '#tests/e2e/support/workspace.ts';
import { companyPath } from '#src/shared/catalog-paths.ts';

// Issue 12 item 6: Latest posts. The owner of `demo` posts in the workspace and the storefront shows
// it on the next request; the sales contact the owner allows posts, edits and deletes from My
// catalogue; a buyer has no such entry.

const DEMO = { name: 'demo', companyName: 'Meridian Industrial Supply Co., Ltd.' };
/** A one-colour GIF: pictures other than JPG and PNG skip the cropper. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP8AAP///ywAAAAAAQABAAACAkQBADs=', 'base64');

/** The owner allows the sales contact to post (spec §7 contact-person/update {canPost}), from a browser of their own. */
async function ownerAllowsSalesToPost(owner: APIRequestContext): Promise<void> {
  await logInWithApi(owner, SEED_OWNER);
  const { id } = await callApi<{ id: number }>(owner, '/api/supplier/contact-person/search-account', {
    email: SEED_SALES.email,
  });
  const team = await callApi<{ id: number; canPost: boolean }[]>(owner, '/api/supplier/contact-person/update', {
    id,
    canPost: true,
  });
  expect(team.find((person) => person.id === id)?.canPost).toBe(true);
}

/** A PNG drawn by the browser, large enough for the cropper's suggestion. */
const postPicture = (page: Page) => drawnPng(page, 900, 600, plain('#0f4c81'));

/** Opens My catalogue's section by its label: the tabs on a desktop, the menu on a phone. */
async function openMySection(page: Page, isMobile: boolean, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'My catalogue' });
  if (isMobile) await nav.getByRole('button', { name: /^Section:/ }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
}

const postOf = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test.describe('Latest posts', () => {
  test('the owner publishes a company post with a picture; the storefront shows it at once', async ({
    page,
    context,
    api,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    await ownerAllowsSalesToPost(api);
    await logInWithApi(context.request, SEED_OWNER);
    await page.goto('/manage');
    await openScreen(page, isMobile, 'Latest posts');
    await expect(page.getByRole('radio', { name: 'The company' })).toBeChecked();
    await expect(page.getByRole('heading', { name: /^Published posts \(\d+\)$/ })).toBeVisible();

    const text = `Our new valve range ships in May ${randomUUID().slice(0, 8)}`;
    const form = page.getByRole('form', { name: 'New post' });
    // Nothing to say: the form says so and sends nothing.
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(form.getByRole('alert')).toHaveText('Write something or add a picture or video.');

    await form.getByRole('textbox', { name: 'Text' }).fill(text);
    await form.getByLabel('Add photos', { exact: true }).setInputFiles({
      name: 'Valves.PNG',
      mimeType: 'image/png',
      buffer: await postPicture(page),
    });
    await expect(cropperDialog(page)).toBeVisible();
    await usePictureAsChosen(page);
    await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The post is published.' })).toBeVisible();
    const post = postOf(page, text);
    await expect(post.getByRole('img', { name: 'Picture 1 of the post' })).toBeVisible();
    await expect(post.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The company page's Latest posts, as the next visitor gets it.
    const { html } = await publicPage(context, companyPath(DEMO));
    expect(html).toContain(text);
  });

  test('every published post is its own: its words and the very picture sent with it', async ({
    page,
    context,
    isMobile,
  }) => {
    const { supplierName } = await openNewCatalogue(context.request);
    const sent: { content: string; pictureHash: string }[] = [];
    for (const colour of ['#0f4c81', '#b33a3a', '#2e7d32']) {
      const picture = await drawnPng(page, 320, 200, plain(colour));
      const content = `Colour ${colour} ${randomUUID().slice(0, 8)}`;
      await publishPost(context.request, supplierName, content, {
        name: 'picture.png',
        mimeType: 'image/png',
        buffer: picture,
      });
      // Pictures are kept by the hash of their bytes: the address names the very picture.
      sent.push({ content, pictureHash: createHash('sha256').update(picture).digest('hex') });
    }

    await page.goto('/manage');
    await openScreen(page, isMobile, 'Latest posts');
    await expect(page.getByRole('heading', { name: 'Published posts (3)' })).toBeVisible();
    for (const { content, pictureHash } of sent) {
      const row = postOf(page, content);
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('img', { name: 'Picture 1 of the post' })).toHaveAttribute(
        'src',
        new RegExp(`${pictureHash}\\.png$`),
      );
    }
    // Newest first.
    const texts = await page.getByRole('article').filter({ hasText: 'Colour #' }).allInnerTexts();
    expect(texts.map((text) => /Colour #\w+ \w+/.exec(text)?.[0])).toEqual(
      sent.map(({ content }) => content).reverse(),
    );
  });

  test('an allowed sales contact posts, edits and deletes their own post from My catalogue', async ({
    page,
    context,
    api,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    await ownerAllowsSalesToPost(api);
    await logInWithApi(context.request, SEED_SALES);
    await page.goto('/my');
    await openMySection(page, isMobile, 'Latest posts');
    // The seed's sales contact is on demo's team only: its one catalogue is named, not offered in a select.
    await expect(page.getByText(`Posting for ${DEMO.companyName}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Published posts \(\d+\)$/ })).toBeVisible();
    // The owner's posts are listed without Edit and Delete for the contact.
    await expect(page.getByRole('article').filter({ hasText: 'by Daniel Wu' }).first()).toBeVisible();
    await expect(
      page.getByRole('article').filter({ hasText: 'by Daniel Wu' }).getByRole('button', { name: 'Edit' }),
    ).toHaveCount(0);

    const text = `Samples on the stand this week ${randomUUID().slice(0, 8)}`;
    const form = page.getByRole('form', { name: 'New post' });
    await form.getByRole('textbox', { name: 'Text' }).fill(text);
    await form.getByLabel('Add photos', { exact: true }).setInputFiles({
      name: 'Stand.GIF',
      mimeType: 'image/gif',
      buffer: GIF,
    });
    await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    // A contact's video goes to the catalogue's video host too.
    await form
      .getByLabel('Add a video', { exact: true })
      .setInputFiles({ name: 'stand.webm', mimeType: 'video/webm', buffer: WEBM_BYTES });
    await expect(form.getByText('stand.webm added. Publish to show it.')).toBeVisible();
    await form.getByRole('button', { name: 'Publish' }).click();
    const post = postOf(page, text);
    await expect(post).toContainText('by Lina Chen');
    await expect(post.getByRole('img', { name: 'Picture 1 of the post' })).toBeVisible();
    await expect(post.getByLabel('Video 2 of the post')).toBeVisible();

    // Edit: new words, the picture kept by its key.
    await post.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('form', { name: /^Edit the post of / });
    const edited = `${text} (booth B12)`;
    await editor.getByRole('textbox', { name: 'Text' }).fill(edited);
    await expect(editor.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The post is saved.' })).toBeVisible();
    const editedPost = postOf(page, edited);
    await expect(editedPost).toContainText('edited');
    await expect(editedPost.getByRole('img', { name: 'Picture 1 of the post' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Delete asks the Warning first; No keeps the post, Yes deletes it.
    await editedPost.getByRole('button', { name: 'Delete' }).click();
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await warning.getByRole('button', { name: 'No' }).click();
    await expect(editedPost).toBeVisible();
    await editedPost.getByRole('button', { name: 'Delete' }).click();
    await warning.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The post was deleted.' })).toBeVisible();
    await expect(postOf(page, text)).toHaveCount(0);
  });

  test('a buyer has no Latest posts entry in My catalogue', async ({ page, context, isMobile }) => {
    await signInNewBuyer(context, 'posts-buyer');
    await page.goto('/my');
    const nav = page.getByRole('navigation', { name: 'My catalogue' });
    if (isMobile) await nav.getByRole('button', { name: /^Section:/ }).click();
    await expect(nav.getByRole('link', { name: 'Invited users' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Latest posts' })).toHaveCount(0);
  });
});
