import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { callApi, createAccount, logInWithApi, uniqueEmail } from './account.ts';
import { answerFollowPromptNotNow } from './engagement.ts';
import { expect } from './fixtures.ts';

/**
 * A new verified owner, signed in on `api`, with a fresh empty catalogue of its own (through the
 * API, as the create form does), so a test never touches a catalogue another test reads.
 */
export async function openNewCatalogue(
  api: APIRequestContext,
  { companyName = `Workshop ${randomUUID().slice(0, 6)} Ltd` } = {},
) {
  const credentials = { email: uniqueEmail('owner'), password: 'OwnerPass1' };
  await createAccount(api, credentials);
  await logInWithApi(api, credentials);
  const catalogue = {
    companyName,
    name: `ws-${randomUUID().slice(0, 12)}`,
    country: 'SE',
    businessType: 'Manufacturer',
  };
  await callApi(api, '/api/app/supplier/create', catalogue);
  const { data } = (await (await api.get('/api/current')).json()) as { data: { id: number } };
  return { owner: { ...credentials, id: data.id }, supplierName: catalogue.name, companyName };
}

/** A new verified user, signed in in this browser, who owns a fresh empty catalogue; the password for forms that ask again. */
export async function signInNewOwner(
  context: BrowserContext,
): Promise<{ name: string; companyName: string; password: string }> {
  const { owner, supplierName, companyName } = await openNewCatalogue(context.request);
  // On other suppliers' pages the owner is a buyer like any other: the add-supplier prompt stays away.
  await answerFollowPromptNotNow(context, owner.id);
  return { name: supplierName, companyName, password: owner.password };
}

/** Opens a workspace screen the way a person does: the side list on a desktop, the menu on a phone. */
export async function openScreen(page: Page, isMobile: boolean, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Workspace' });
  if (isMobile) await nav.getByRole('button', { name: /^Screen:/ }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
}

/** Saves the open screen and waits for the answer to show. */
export async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

/** The image cropper a chosen JPG or PNG opens in (spec §2). */
export function cropperDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Crop picture' });
}

/** Takes the picture in the open cropper as it is, and waits for the cropper to close. */
export async function usePictureAsChosen(page: Page): Promise<void> {
  const cropper = cropperDialog(page);
  await cropper.getByRole('button', { name: 'Use picture' }).click();
  await expect(cropper).toBeHidden();
}

/**
 * A public page as the next anonymous visitors get it: fresh after an edit, then from the cache in
 * front of the Worker (its `cf-cache-status`; the Worker's own header is stored with the copy).
 */
export async function publicPage(context: BrowserContext, path: string): Promise<{ html: string; cache: string[] }> {
  const anonymous = await context.browser()!.newContext();
  try {
    const first = await anonymous.request.get(path);
    const second = await anonymous.request.get(path);
    return {
      html: await first.text(),
      cache: [first.headers()['cf-cache-status']!, second.headers()['cf-cache-status']!],
    };
  } finally {
    await anonymous.close();
  }
}

/** One section of the product editor, by its title (a region of the one form). */
export function editorSection(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** Presses the product editor's one Save and waits for the section to say it was saved. */
export async function saveSection(section: Locator): Promise<void> {
  await section.page().getByRole('button', { name: 'Save', exact: true }).click();
  await expect(section.getByRole('status').filter({ hasText: / saved\.$/ })).toBeVisible();
}

/** Products › Bulk import, the way the owner reaches it. */
export async function openBulkImport(page: Page, isMobile: boolean): Promise<void> {
  await page.goto('/manage');
  await openScreen(page, isMobile, 'Products');
  await page.getByRole('link', { name: 'Bulk import' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Bulk import' })).toBeVisible();
}

/** What the bulk import says after a check or an import. */
export function importResult(page: Page): Locator {
  return page.locator('.ws-import-result');
}

/** A person's browser: headless browsers are left out of the view counting, as bots are. */
export const VISITOR_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** A minimal PDF: a certificate or data sheet as the server checks it (leading bytes). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A WebM's leading bytes (the EBML header): enough for the server, too little for the browser to play or draw. */
export const WEBM_BYTES = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from(randomUUID())]);

/** The product editor's Technical data: one row added and saved. */
export async function saveTechnicalData(page: Page, name: string, value: string): Promise<void> {
  const technical = editorSection(page, 'Technical data');
  await technical.getByRole('button', { name: 'Add technical data' }).click();
  await technical.getByLabel('Name', { exact: true }).fill(name);
  await technical.getByLabel('Value', { exact: true }).fill(value);
  await saveSection(technical);
}

/** The product editor's Documents: a PDF uploaded (named after its file) and saved. */
export async function saveDocument(page: Page, fileName: string): Promise<void> {
  const documents = editorSection(page, 'Documents');
  await documents
    .getByLabel('Upload documents', { exact: true })
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF_BYTES });
  await expect(documents.getByLabel('Name', { exact: true })).toHaveValue(fileName.replace(/\.pdf$/, ''));
  await saveSection(documents);
}
