import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { developerTokens, suppliers } from '#functions/db/schema/index.ts';
import { randomToken, sha256Hex } from '#functions/lib/crypto.ts';
import type { BackOfficeSupplier } from './supplier-lookups.ts';

/** Tokens say what they are, so one pasted into the wrong place is easy to spot (and to scan for). */
const TOKEN_PREFIX = 'vtr_';

/** A new token for the supplier's ERP; the previous one stops working. Shown once, stored hashed. */
export async function regenerateDeveloperToken(db: Database, supplierId: number, now = Date.now()): Promise<string> {
  const token = `${TOKEN_PREFIX}${randomToken(32)}`;
  const tokenHash = await sha256Hex(token);
  await db
    .insert(developerTokens)
    .values({ supplierId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: developerTokens.supplierId, set: { tokenHash, createdAt: now, lastUsedAt: null } });
  return token;
}

export async function developerTokenInfo(
  db: Database,
  supplierId: number,
): Promise<{ hasToken: boolean; createdAt: number | null; lastUsedAt: number | null }> {
  const row = await db.query.developerTokens.findFirst({ where: eq(developerTokens.supplierId, supplierId) });
  return { hasToken: !!row, createdAt: row?.createdAt ?? null, lastUsedAt: row?.lastUsedAt ?? null };
}

/** The supplier a token belongs to, or null for an unknown (or replaced) token. */
export async function supplierOfDeveloperToken(db: Database, token: string): Promise<BackOfficeSupplier | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const [row] = await db
    .select({ id: suppliers.id, name: suppliers.name, status: suppliers.status })
    .from(developerTokens)
    .innerJoin(suppliers, eq(suppliers.id, developerTokens.supplierId))
    .where(eq(developerTokens.tokenHash, await sha256Hex(token)))
    .limit(1);
  return row ?? null;
}

export async function touchDeveloperToken(db: Database, supplierId: number, now = Date.now()): Promise<void> {
  await db.update(developerTokens).set({ lastUsedAt: now }).where(eq(developerTokens.supplierId, supplierId));
}
