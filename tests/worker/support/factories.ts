import { env } from 'cloudflare:workers';
import type { Database } from '#functions/db/client.ts';
import { users } from '#functions/db/schema/index.ts';
import { hashPassword } from '#functions/domain/accounts/password-hash.ts';
import { normalizeEmail } from '#functions/domain/accounts/users.ts';
import { insertProducts, type NewProduct } from '#functions/domain/catalogue/write-products.ts';
import { createSupplier, type NewSupplier } from '#functions/domain/suppliers/create-supplier.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';

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

/** The password of every makeUser account. */
export const TEST_PASSWORD = 'Test-password-1';
// One scrypt hash (about 250 ms) per test file instead of one per account: tests make many.
let testPasswordHash: Promise<string> | undefined;

/** A verified account with TEST_PASSWORD (createUser itself is tested through register and the seed). */
export async function makeUser(db: Database, overrides: { isAdmin?: boolean; email?: string } = {}) {
  const email = normalizeEmail(overrides.email ?? `${unique('user')}@vitrine.test`);
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const now = Date.now();
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await testPasswordHash,
      emailVerified: true,
      isAdmin: overrides.isAdmin ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

/** A tiny SVG stored in R2, for rows that need a media key. */
export function storeTestImage(label = unique('image')) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><title>${label}</title></svg>`;
  return storeMedia(env.MEDIA, {
    bytes: new TextEncoder().encode(svg),
    contentType: 'image/svg+xml',
    extension: 'svg',
  });
}
