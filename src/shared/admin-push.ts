import * as v from 'valibot';
import { supplierNameSchema } from './supplier-name.ts';

// The admin area's push-notification screen (spec §2: a supplier ID input and 'Trigger now'),
// named once for the API and the screen.

/**
 * POST admin/push/trigger: the supplier by its id (the spec's "supplier ID") or by the URL name
 * its storefront lives at.
 */
export const pushTriggerSchema = v.object({
  supplierId: v.pipe(
    v.union([v.string(), v.number()], 'invalid_supplier_id'),
    v.transform((ref): number | string => {
      if (typeof ref === 'number') return ref;
      const text = ref.trim();
      return /^\d{1,12}$/.test(text) ? Number(text) : text.toLowerCase();
    }),
    v.check(
      (ref) => (typeof ref === 'number' ? Number.isInteger(ref) && ref >= 1 : v.is(supplierNameSchema, ref)),
      'invalid_supplier_id',
    ),
  ),
});

/** Followers told per queue message: one insert…select of at most this many rows. */
export const PUSH_CHUNK_SIZE = 1000;

/** One push as the screen shows it: who triggered it for which supplier, and how far it got. */
export type PushSend = {
  id: number;
  supplier: { id: number; name: string; companyName: string };
  adminEmail: string;
  createdAt: number;
  /** Followers when it was triggered. */
  followers: number;
  /** Queue messages, and how many the consumer has done. */
  chunks: number;
  chunksDone: number;
  /** In-app notifications written. */
  sent: number;
  /** Web Push: the followers' subscribed browsers, and what their push services answered (expired ones are forgotten). */
  webQueued: number;
  webSent: number;
  webFailed: number;
  webExpired: number;
  finishedAt: number | null;
};

export const ADMIN_PUSH_ERRORS = { supplierNotFound: 'supplier_not_found' } as const;
