import * as v from 'valibot';
import { constantTimeEqual, hmacSha256 } from '#functions/lib/crypto.ts';
import type { ViewedPage } from './supplier-stats.ts';

// A public page carries what it is a view of, signed by the Worker that drew it (data-view, see
// src/layouts/SupplierLayout.astro), and sends it back once loaded (src/scripts/view-beacon.ts): a
// page the edge cache answers never runs the Worker, and the signature lets the Worker count the
// view without asking D1 whose page it was.

/** What a view is of: a supplier's page, and the product of a product page (null for the others). */
export type PageView = { supplierId: number; page: ViewedPage; productId: number | null };

const VIEWED_PAGES = ['storefront', 'product', 'company'] as const satisfies readonly ViewedPage[];
const viewedId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));

/** The beacon's body: the view as the page carries it. Only the signature says the fields belong together. */
export const signedViewSchema = v.object({
  supplierId: viewedId,
  page: v.picklist(VIEWED_PAGES),
  productId: v.nullable(viewedId),
  signature: v.pipe(v.string(), v.maxLength(64)),
});

export type SignedView = v.InferOutput<typeof signedViewSchema>;

/** A view whose signature is not ours for its fields: forged, altered, or signed with another secret. */
export const INVALID_VIEW_SIGNATURE = 'invalid_view_signature';

/** Its own first line: no other value signed with APP_SECRET (visitor keys, anti-forgery tokens) passes for it. */
function signatureOf(secret: string, { supplierId, page, productId }: PageView): Promise<string> {
  return hmacSha256(secret, `view\n${supplierId}\n${page}\n${productId ?? ''}`);
}

export async function signView(secret: string, view: PageView): Promise<SignedView> {
  return { ...view, signature: await signatureOf(secret, view) };
}

/** The view, when its signature is ours for exactly these fields; null for a forged or altered one. */
export async function verifiedView(secret: string, { signature, ...view }: SignedView): Promise<PageView | null> {
  return constantTimeEqual(signature, await signatureOf(secret, view)) ? view : null;
}
