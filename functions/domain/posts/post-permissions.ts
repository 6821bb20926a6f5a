import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { companyContacts, posts, suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { requireActiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import type { EngagementKind } from '#src/shared/engagement.ts';

export const POST_NOT_ALLOWED = 'post_not_allowed';
export const POST_NOT_FOUND = 'post_not_found';

// Every right over posts is read from the relations as they are at the call (issue 24 finding 5),
// never from who wrote a post: a right ends with the ownership or the team place that gave it.

/** The user is on the supplier's sales team now, allowed to post (company_contacts.can_post). */
export const isAllowedContact = (userId: number, supplierId: SQLWrapper): SQL =>
  sql`exists (select 1 from ${companyContacts}
    where ${companyContacts.supplierId} = ${supplierId}
      and ${companyContacts.userId} = ${userId}
      and ${companyContacts.canPost} = 1)`;

/**
 * Whether the user may change or delete the post, for a read of posts joined with its supplier:
 * the supplier's owner any post of it; an allowed contact their own. A former contact, one no longer
 * allowed, and a former owner none: what they wrote speaks for the catalogue (decision 023).
 */
export const mayChangePost = (userId: number): SQL<number> =>
  sql<number>`coalesce(${suppliers.ownerId} = ${userId}, 0)
    or (${posts.authorId} = ${userId} and ${isAllowedContact(userId, posts.supplierId)})`;

/**
 * Spec §1/§6: the supplier's owner posts, and sales contacts the supplier allows (can_post);
 * nobody else (403 post_not_allowed).
 */
export async function requirePostingRight(db: Database, userId: number, supplierId: number): Promise<void> {
  const [allowed] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.id, supplierId),
        sql`(${suppliers.ownerId} = ${userId} or ${isAllowedContact(userId, suppliers.id)})`,
      ),
    );
  if (!allowed) throw new DomainError('forbidden', POST_NOT_ALLOWED);
}

export type EditablePost = { id: number; supplierId: number; productId: number | null };

/**
 * A post the user may change or delete now (mayChangePost), on a catalogue that is not disabled
 * (as for a new post). A post of the other scope (a product post under app/post) is not found, so
 * each family acts on its own.
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
      status: suppliers.status,
      mayChange: mayChangePost(userId),
    })
    .from(posts)
    .innerJoin(suppliers, eq(suppliers.id, posts.supplierId))
    .where(eq(posts.id, postId));
  if (!row || (scope === 'product') !== (row.productId !== null))
    throw new DomainError('not_found', [{ field: 'postId', code: POST_NOT_FOUND }]);
  requireActiveSupplier(row, 'postId');
  if (!row.mayChange) throw new DomainError('forbidden', [{ field: 'postId', code: POST_NOT_ALLOWED }]);
  return { id: row.id, supplierId: row.supplierId, productId: row.productId };
}
