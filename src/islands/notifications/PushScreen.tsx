import { useEffect, useId, useState, type FormEvent } from 'react';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import * as v from 'valibot';
import { fetchPushes, triggerPush } from '#src/client/admin-push.ts';
import { ListState } from '#src/islands/kit/ListState.tsx';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { ADMIN_PUSH_ERRORS, pushTriggerSchema, type PushSend } from '#src/shared/admin-push.ts';
import { storefrontPath } from '#src/shared/catalog-paths.ts';
import { OutcomeLine } from '#src/islands/admin-lists/admin-list.tsx';
import { adminFailureMessage } from '#src/islands/admin-lists/admin-messages.ts';
import type { ActionOutcome } from '#src/islands/admin-lists/admin-messages.ts';

/** How often the list asks again while a push is still being sent. */
const POLL_MS = 1500;
const number = new Intl.NumberFormat('en');
const when = (time: number) => new Date(time).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

const REFUSALS = {
  [ADMIN_PUSH_ERRORS.supplierNotFound]: 'No supplier has this ID.',
  invalid_supplier_id: 'Please enter a supplier ID (a number) or its URL name.',
};

function PushRow({ send }: { send: PushSend }) {
  const done = send.finishedAt !== null;
  const progress = send.chunks === 0 ? 1 : send.chunksDone / send.chunks;
  return (
    <li className="admin-audit-entry">
      <p>
        <strong>{send.supplier.companyName}</strong>{' '}
        <a href={storefrontPath(send.supplier.name)}>/{send.supplier.name}</a>{' '}
        <span className="ws-hint">ID {send.supplier.id}</span>
      </p>
      <p className="ws-hint">
        by {send.adminEmail} · {when(send.createdAt)}
      </p>
      <p>
        {number.format(send.followers)} {send.followers === 1 ? 'follower' : 'followers'} · queued in{' '}
        {number.format(send.chunks)} {send.chunks === 1 ? 'part' : 'parts'} · {number.format(send.sent)} notified ·{' '}
        {done ? 'done' : 'sending…'}
      </p>
      {send.webQueued > 0 && (
        <p>
          Web Push: {number.format(send.webQueued)} {send.webQueued === 1 ? 'browser' : 'browsers'} ·{' '}
          {number.format(send.webSent)} sent · {number.format(send.webFailed)} failed · {number.format(send.webExpired)}{' '}
          expired removed
        </p>
      )}
      <progress max={1} value={progress} aria-label={`Push for ${send.supplier.companyName}`}>
        {Math.round(progress * 100)} %
      </progress>
    </li>
  );
}

/** Spec §2 push-notification screen: a supplier ID and 'Trigger now'; below, the recent pushes and how far each got. */
export function PushScreen() {
  const [supplierId, setSupplierId] = useState('');
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [version, setVersion] = useState(0);
  const pushes = useQuery(`admin/pushes#${version}`, fetchPushes);
  const fieldId = useId();
  const sending = pushes.data?.some((send) => send.finishedAt === null) ?? false;

  useEffect(() => {
    if (!sending) return;
    const timer = setTimeout(() => setVersion((count) => count + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [sending, pushes.data]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!v.safeParse(pushTriggerSchema, { supplierId }).success) {
      setError(REFUSALS.invalid_supplier_id);
      return;
    }
    setError('');
    try {
      await triggerPush(supplierId);
      setOutcome({ ok: true, message: 'The push is on its way to the followers.' });
      setSupplierId('');
      setVersion((count) => count + 1);
    } catch (failure) {
      setError(adminFailureMessage(failure, REFUSALS));
    }
  };

  return (
    <ScreenSection title="Push notifications">
      <p className="ws-intro">
        Tells every follower of a supplier that it has new products: a notification in their My catalogue, and a push
        message on every device where they turned push notifications on.
      </p>
      <form className="admin-search" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="ws-field admin-keyword">
          <label htmlFor={fieldId}>Supplier ID</label>
          <div className="admin-keyword-row">
            <input
              id={fieldId}
              value={supplierId}
              maxLength={60}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
              onChange={(event) => setSupplierId(event.target.value)}
            />
            <button type="submit" className="button button-primary">
              Trigger now
            </button>
          </div>
          {error ? (
            <p id={`${fieldId}-error`} className="ws-error">
              {error}
            </p>
          ) : (
            <p id={`${fieldId}-hint`} className="ws-hint">
              The number on the Suppliers screen, or the catalogue's URL name.
            </p>
          )}
        </div>
      </form>
      <OutcomeLine outcome={outcome} />
      <h3>Recent pushes</h3>
      {pushes.data && pushes.data.length > 0 && !pushes.failed ? (
        <ol className="admin-users" aria-label="Recent pushes">
          {pushes.data.map((send) => (
            <PushRow key={send.id} send={send} />
          ))}
        </ol>
      ) : (
        <ListState loading={pushes} onRetry={pushes.retry} empty="No push yet." />
      )}
    </ScreenSection>
  );
}
