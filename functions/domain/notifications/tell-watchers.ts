import type { Database } from '#functions/db/client.ts';
import { notifyFollowers } from './notify-followers.ts';

/**
 * Whoever writes to a catalogue, as its writes need them: the supplier, the owner writing (null
 * for the supplier's ERP token, whom no notice leaves out) and where to put work the answer need
 * not wait for (the request's waitUntil).
 */
export type CatalogueEditor = {
  supplierId: number;
  actorId: number | null;
  afterAnswer: (work: Promise<unknown>) => void;
};

/**
 * Called by every catalogue write once it is stored, so no caller can forget it: the supplier's
 * watchers told of the change, once per edit session and after the answer (decision 013).
 * `productId` names the product changed, when one still is.
 */
export function tellWatchers(db: Database, editor: CatalogueEditor, productId: number | null = null): void {
  editor.afterAnswer(
    notifyFollowers(db, {
      kind: 'catalog_change',
      supplierId: editor.supplierId,
      productId,
      actorId: editor.actorId,
    }),
  );
}
