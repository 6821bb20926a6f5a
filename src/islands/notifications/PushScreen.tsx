import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { triggerPush } from '#src/client/admin-push.ts';
import { OutcomeLine } from '#src/islands/admin-lists/admin-list.tsx';
import { adminFailureMessage, type ActionOutcome } from '#src/islands/admin-lists/admin-messages.ts';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import {
  ADMIN_PUSH_ERRORS,
  defaultPushMessage,
  PUSH_MESSAGE_ERRORS,
  PUSH_TEXT_MAX,
  PUSH_TITLE_MAX,
  pushMessageSchema,
  type PushMessage,
} from '#src/shared/admin-push.ts';
import type { AdminSupplier } from '#src/shared/admin-suppliers.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { PushMessageFields, type PushMessageErrors } from './PushMessageFields.tsx';
import { PushPreview } from './PushPreview.tsx';
import { followersText, PushSupplierPicker } from './PushSupplierPicker.tsx';
import { RecentPushes } from './RecentPushes.tsx';

/** What each refusal of the message or the send says. */
const REFUSALS: Record<string, string> = {
  [PUSH_MESSAGE_ERRORS.titleRequired]: 'Please write a title.',
  [PUSH_MESSAGE_ERRORS.titleTooLong]: `The title takes at most ${PUSH_TITLE_MAX} characters.`,
  [PUSH_MESSAGE_ERRORS.textRequired]: 'Please write the text.',
  [PUSH_MESSAGE_ERRORS.textTooLong]: `The text takes at most ${PUSH_TEXT_MAX} characters.`,
  [ADMIN_PUSH_ERRORS.supplierNotFound]: 'This supplier no longer exists. Please search again.',
};

/** The message's problems by field, in words; none when it may be sent. */
function messageErrors(message: PushMessage): PushMessageErrors {
  const checked = v.safeParse(pushMessageSchema, message);
  if (checked.success) return {};
  const errors: PushMessageErrors = {};
  for (const issue of checked.issues) {
    const field = v.getDotPath(issue) as keyof PushMessage;
    errors[field] ??= REFUSALS[issue.message] ?? issue.message;
  }
  return errors;
}

const companyOf = (supplier: AdminSupplier) => supplier.companyName || supplier.name;

/**
 * Spec §2 push-notification screen, with care (issue 26 item 6): the supplier found by a search,
 * its followers counted, the message written within its limits and previewed as followers see it,
 * and a confirmation before it goes; below, the recent pushes and how far each got.
 */
export function PushScreen() {
  const [supplier, setSupplier] = useState<AdminSupplier | null>(null);
  const [message, setMessage] = useState<PushMessage>({ title: '', text: '' });
  const [errors, setErrors] = useState<PushMessageErrors>({});
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [sends, setSends] = useState(0);

  const pick = (next: AdminSupplier) => {
    // A message still as it was written for the last pick follows the new one; one the admin wrote stays.
    const untouched =
      supplier === null || JSON.stringify(message) === JSON.stringify(defaultPushMessage(companyOf(supplier)));
    setSupplier(next);
    if (untouched) setMessage(defaultPushMessage(companyOf(next)));
    setOutcome(null);
  };

  // Once the form has said what is wrong, it says it again as the admin types.
  const onMessage = (next: PushMessage) => {
    setMessage(next);
    if (Object.keys(errors).length > 0) setErrors(messageErrors(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!supplier) return;
    const found = messageErrors(message);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const company = companyOf(supplier);
    if (!(await openModal('confirm', `Send to ${followersText(supplier.followerCount)} of ${company}?`))) return;
    try {
      await triggerPush(supplier.id, message);
      setOutcome({ ok: true, message: `The push is on its way to the followers of ${company}.` });
      setSends((count) => count + 1);
    } catch (failure) {
      setOutcome({ ok: false, message: adminFailureMessage(failure, REFUSALS) });
    }
  };

  return (
    <ScreenSection title="Push notifications">
      <p className="ws-intro">
        Tells every follower of a supplier your message: a notification in their My catalogue, and a push message on
        every device where they turned push notifications on.
      </p>
      <PushSupplierPicker picked={supplier} onPick={pick} />
      {supplier ? (
        <form
          className="admin-push-form"
          noValidate
          aria-label="Push message"
          onSubmit={(event) => void onSubmit(event)}
        >
          <p className="admin-push-target">
            To the followers of <strong>{companyOf(supplier)}</strong> (/{supplier.name}):{' '}
            <strong>{followersText(supplier.followerCount)}</strong>
          </p>
          <div className="admin-push-compose">
            <div>
              <PushMessageFields message={message} errors={errors} onMessage={onMessage} />
            </div>
            <PushPreview companyName={companyOf(supplier)} message={message} />
          </div>
          <button type="submit" className="button button-primary">
            Send push
          </button>
        </form>
      ) : (
        <p className="ws-hint">Search for the supplier whose followers the push is for, then pick it.</p>
      )}
      <OutcomeLine outcome={outcome} />
      <RecentPushes sends={sends} />
    </ScreenSection>
  );
}
