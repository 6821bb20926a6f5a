import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import type { PostingSupplier } from '#src/shared/posts.ts';
import { isAllowedContact } from './post-permissions.ts';

/**
 * GET app/post/suppliers: the active catalogues the user may post for (requirePostingRight's
 * rule: the owner, or a sales contact with can_post), by company name. A user who is both owner
 * and contact of one catalogue gets it once, as its owner.
 */
export async function findPostingSuppliers(db: Database, userId: number): Promise<PostingSupplier[]> {
  const rows = await db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      companyName: suppliers.companyName,
      ownerId: suppliers.ownerId,
    })
    .from(suppliers)
    .where(
      and(eq(suppliers.status, 'active'), or(eq(suppliers.ownerId, userId), isAllowedContact(userId, suppliers.id))),
    )
    .orderBy(asc(suppliers.companyName), asc(suppliers.id));
  return rows.map(({ ownerId, ...supplier }) => ({ ...supplier, isOwner: ownerId === userId }));
}
