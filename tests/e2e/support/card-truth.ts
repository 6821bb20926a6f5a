import type { APIRequestContext, Locator } from '@playwright/test';
import { readApi } from './account.ts';
import { expect } from './fixtures.ts';

// Issue 26's rule for My catalogue's card lists: every card is checked against its own item's
// detail, never against a fixed value, so a list that showed one item's picture on every card fails.

/** Each supplier card names and pictures the supplier its link opens, as its own detail does. */
export async function expectSupplierCardsTrue(api: APIRequestContext, cards: Locator): Promise<string[]> {
  const ids: string[] = [];
  for (const card of await cards.all()) {
    const href = await card.getByRole('link').first().getAttribute('href');
    const supplierId = /^\/([^/?]+)\?/.exec(href ?? '')![1]!;
    const detail = await readApi<{ companyName: string; avatar: string | null }>(
      api,
      `/api/common/supplier/detail/${supplierId}`,
    );
    await expect(card).toHaveAccessibleName(detail.companyName);
    if (detail.avatar) await expect(card.locator('.my-card-head img')).toHaveAttribute('src', detail.avatar);
    else await expect(card.locator('.my-card-head img')).toHaveCount(0);
    ids.push(supplierId);
  }
  return ids;
}

/**
 * Each product card shows the model, name, price and first picture of the product its link opens,
 * as its own detail does. Answers the product ids, and the pictures seen (to count them apart).
 */
export async function expectProductCardsTrue(
  api: APIRequestContext,
  cards: Locator,
): Promise<{ ids: number[]; pictures: Set<string> }> {
  const ids: number[] = [];
  const pictures = new Set<string>();
  for (const card of await cards.all()) {
    const href = await card.getByRole('link').first().getAttribute('href');
    const productId = Number(/\/product\/(\d+)\//.exec(href ?? '')![1]);
    const detail = await readApi<{
      profile: { modelNumber: string; productName: string; price: string };
      medias: { type: string; url: string }[];
    }>(api, `/api/common/product/detail/${productId}`);
    await expect(card).toHaveAccessibleName(`${detail.profile.modelNumber} ${detail.profile.productName}`);
    await expect(card.locator('.my-product-price')).toHaveText(detail.profile.price);
    const picture = detail.medias.find((media) => media.type === 'image')?.url;
    if (picture) {
      await expect(card.locator('.my-product-picture img')).toHaveAttribute('src', picture);
      pictures.add(picture);
    } else await expect(card.getByText('No picture')).toBeVisible();
    ids.push(productId);
  }
  return { ids, pictures };
}
