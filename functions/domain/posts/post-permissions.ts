import { and, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { companyContacts, posts, suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { EngagementKind } from '#src/shared/engagement.ts';

export const POST_NOT_ALLOWED = 'post_not_allowed';
export const POST_NOT_FOUND = 'post_not_found';

/**
 * Spec §1/§6: the supplier's owner posts, and sales contacts the supplier allows (can_post);
 * nobody else (403 post_not_allowed).
 */
export async function requirePostingRight(db: Database, userId: number, supplierId: number): Promise<void> {
  const [owner, contact] = await db.batch([
    db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.id, supplierId), eq(suppliers.ownerId, userId))),
    db
      .select({ userId: companyContacts.userId })
      .from(companyContacts)
      .where(
        and(
          eq(companyContacts.supplierId, supplierId),
          eq(companyContacts.userId, userId),
          eq(companyContacts.canPost, true),
        ),
      ),
  ]);
  if (owner.length === 0 && contact.length === 0) throw new DomainError('forbidden', POST_NOT_ALLOWED);
}

export type EditablePost = { id: number; supplierId: number; productId: number | null };

/**
 * A post the user may change or delete: its author's, or any on the supplier they own. A post of
 * the other scope (a product post under app/post) is not found, so each family acts on its own.
 */
export async function requireEditablePost(
  db: Database,
  userId: number,
  postId: number,
  scope: EngagementKind,
): Promise<EditablePost> {
  const [row] = await db
    .select({
      id: posts.id,
      supplierId: posts.supplierId,
      productId: posts.productId,
      authorId: posts.authorId,
      ownerId: suppliers.ownerId,
    })
    .from(posts)
    .innerJoin(suppliers, eq(suppliers.id, posts.supplierId))
    .where(eq(posts.id, postId));
  if (!row || (scope === 'product') !== (row.productId !== null))
    throw new DomainError('not_found', [{ field: 'postId', code: POST_NOT_FOUND }]);
  if (row.authorId !== userId && row.ownerId !== userId)
    throw new DomainError('forbidden', [{ field: 'postId', code: POST_NOT_ALLOWED }]);
  return { id: row.id, supplierId: row.supplierId, productId: row.productId };
}
