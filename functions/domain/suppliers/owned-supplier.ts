import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import type { TokenSupplier } from './developer-tokens.ts';

/** The supplier a user owns (the back office's supplier), or null. */
export async function ownedSupplier(db: Database, userId: number): Promise<TokenSupplier | null> {
  const row = await db.query.suppliers.findFirst({ columns: { id: true, name: true, status: true }, where: eq(suppliers.ownerId, userId) });
  return row ?? null;
}
