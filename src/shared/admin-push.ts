import * as v from 'valibot';
import { notificationSentence } from './notification-text.ts';
import { supplierNameSchema } from './supplier-name.ts';

// The admin area's push-notification screen (spec §2: a supplier ID input and 'Trigger now'),
// named once for the API and the screen.

/**
 * POST admin/push/trigger: the supplier by its id (the spec's "supplier ID") or by the URL name
 * its storefront lives at, and optionally the title and text (defaultPushMessage when left out).
 */
/** A push's title and text, at most this long: a phone's notification shows about this much (issue 26 item 6). */
export const PUSH_TITLE_MAX = 60;
export const PUSH_TEXT_MAX = 200;

export const PUSH_MESSAGE_ERRORS = {
  titleRequired: 'title_required',
  titleTooLong: 'title_too_long',
  textRequired: 'text_required',
  textTooLong: 'text_too_long',
} as const;

/** What the followers read: the notification's title and its text. */
export type PushMessage = { title: string; text: string };

/** The message a push carries unless the administrator writes another: the supplier's name and "… has new products." */
export function defaultPushMessage(companyName: string): PushMessage {
  return {
    title: companyName.slice(0, PUSH_TITLE_MAX),
    text: notificationSentence({
      kind: 'supplier_push',
      supplier: { id: '', companyName, avatar: null },
      productId: null,
    }),
  };
}

/** The message a push went out with: pushes older than issue 26 stored none and said the default. */
export function sentPushMessage(title: string, text: string, companyName: string): PushMessage {
  return title ? { title, text } : defaultPushMessage(companyName);
}

function messagePart(max: number, required: string, tooLong: string) {
  return v.optional(v.pipe(v.string(required), v.trim(), v.minLength(1, required), v.maxLength(max, tooLong)));
}

/** The title and text as the form edits them and the trigger takes them. */
export const pushMessageSchema = v.object({
  title: messagePart(PUSH_TITLE_MAX, PUSH_MESSAGE_ERRORS.titleRequired, PUSH_MESSAGE_ERRORS.titleTooLong),
  text: messagePart(PUSH_TEXT_MAX, PUSH_MESSAGE_ERRORS.textRequired, PUSH_MESSAGE_ERRORS.textTooLong),
});

export const pushTriggerSchema = v.object({
  ...pushMessageSchema.entries,
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
  /** What the followers read. */
  message: PushMessage;
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
