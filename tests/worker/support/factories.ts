import { env } from 'cloudflare:workers';
import type { Database } from '../../../functions/db/client.ts';
import { createUser } from '../../../functions/domain/accounts/users.ts';
import { insertProducts, type NewProduct } from '../../../functions/domain/catalog/write-products.ts';
import { createSupplier, type NewSupplier } from '../../../functions/domain/suppliers/create-supplier.ts';
import { storeMedia } from '../../../functions/lib/media/store-media.ts';

let sequence = 0;
/** Unique within a test file run, so tests never collide on names or e-mails. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

export async function makeSupplier(db: Database, overrides: Partial<NewSupplier> = {}) {
  const name = overrides.name ?? unique('supplier');
  const id = await createSupplier(db, { name, companyName: `Test Company ${name}`, ...overrides });
  return { id, name };
}

export function productFields(index: number, overrides: Partial<NewProduct> = {}): NewProduct {
  return {
    modelNumber: `TM-${String(index).padStart(4, '0')}`,
    productName: `Test product ${index}`,
    price: `US $${index}.00 / Piece`,
    createdAt: Date.UTC(2026, 0, 1) + index * 60_000,
    ...overrides,
  };
}

export async function makeProducts(db: Database, supplierId: number, products: NewProduct[]) {
  return insertProducts(db, supplierId, products);
}

export async function makeUser(db: Database, overrides: { isAdmin?: boolean; email?: string } = {}) {
  const email = overrides.email ?? `${unique('user')}@vitrine.test`;
  const id = await createUser(db, { email, password: 'Test-password-1', emailVerified: true, isAdmin: overrides.isAdmin ?? false });
  return { id, email };
}

/** A tiny SVG stored in R2, for rows that need a media key. */
export function storeTestImage(label = unique('image')) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><title>${label}</title></svg>`;
  return storeMedia(env.MEDIA, { bytes: new TextEncoder().encode(svg), contentType: 'image/svg+xml', extension: 'svg' });
}
