import type { Database } from '#functions/db/client.ts';
import { rawStatement, runStatements, type Statement } from '#functions/db/batch.ts';
import type { FollowerNewsKind } from '#src/shared/notifications.ts';

export type NewsEvent = {
  kind: FollowerNewsKind;
  supplierId: number;
  productId?: number | null;
  postId?: number | null;
  /** Who made the news; they are not told about it. */
  actorId: number | null;
};

/** Watchers of the supplier and of the product (none when ?2 is null). */
const WATCHERS = `
  select user_id from supplier_watches where supplier_id = ?1
  union select user_id from product_watches where product_id = ?2`;

/** Followers and watchers of the supplier and of the product, each once. */
const FOLLOWERS_AND_WATCHERS = `
  select user_id from supplier_follows where supplier_id = ?1
  union select user_id from product_follows where product_id = ?2
  union ${WATCHERS}`;

/**
 * An owner saves tab after tab, product after product: watchers hear of a catalogue change once per
 * edit session, not once per save. A change within this long of the last notice of the same
 * supplier (and product) is in that notice already.
 */
export const EDIT_SESSION_MS = 30 * 60_000;
const NOT_TOLD_THIS_SESSION = `and not exists (
  select 1 from notifications told where told.user_id = audience.user_id and told.kind = 'catalog_change'
  and told.supplier_id = ?1 and told.product_id is ?2 and told.created_at > ?7)`;

/**
 * Who hears of what: posts go to followers and watchers; a catalogue change (a product added,
 * edited or withdrawn) only to watchers, who asked to hear of "every change to their catalogue".
 */
const AUDIENCES: Record<FollowerNewsKind, string> = {
  supplier_post: FOLLOWERS_AND_WATCHERS,
  product_post: FOLLOWERS_AND_WATCHERS,
  catalog_change: WATCHERS,
};

/**
 * One notification per person in the kind's audience; a post also flags the follows new (is-new),
 * a catalogue change does not (it is not something the supplier published). One batch, the fan-out
 * done by SQLite (insert … select), so a supplier with many followers still costs one round trip.
 * Callers run it in ctx.waitUntil so the author's request does not wait; past a few thousand
 * followers it belongs on a Queue (DESIGN §8). The back office's product writes call it with kind
 * `catalog_change` and the product's id (decision 039).
 */
export async function notifyFollowers(db: Database, event: NewsEvent, now = Date.now()): Promise<void> {
  const productId = event.productId ?? null;
  const actor = event.actorId ?? 0;
  const statements: Statement[] = [
    rawStatement(
      `insert into notifications (user_id, kind, supplier_id, product_id, post_id, is_read, created_at)
       select audience.user_id, ?4, ?1, ?2, ?5, 0, ?6 from (${AUDIENCES[event.kind]}) audience
       where audience.user_id <> ?3 ${event.kind === 'catalog_change' ? NOT_TOLD_THIS_SESSION : ''}`,
      event.supplierId,
      productId,
      actor,
      event.kind,
      event.postId ?? null,
      now,
      ...(event.kind === 'catalog_change' ? [now - EDIT_SESSION_MS] : []),
    ),
  ];
  if (event.kind !== 'catalog_change') {
    statements.push(
      rawStatement(
        'update supplier_follows set is_new = 1 where supplier_id = ?1 and user_id <> ?2',
        event.supplierId,
        actor,
      ),
      rawStatement('update product_follows set is_new = 1 where product_id = ?1 and user_id <> ?2', productId, actor),
    );
  }
  await runStatements(db, statements);
}
