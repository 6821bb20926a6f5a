import { useEffect, useState } from 'react';
import { fetchPushes } from '#src/client/admin-push.ts';
import { ListState } from '#src/islands/kit/ListState.tsx';
import { useQuery } from '#src/islands/kit/use-query.ts';
import type { PushSend } from '#src/shared/admin-push.ts';
import { storefrontPath } from '#src/shared/catalog-paths.ts';
import { followersText } from './PushSupplierPicker.tsx';

/** How often the list asks again while a push is still being sent. */
const POLL_MS = 1500;
const number = new Intl.NumberFormat('en');
const when = (time: number) => new Date(time).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

function PushRow({ send }: { send: PushSend }) {
  const done = send.finishedAt !== null;
  const progress = send.chunks === 0 ? 1 : send.chunksDone / send.chunks;
  return (
    <li className="admin-audit-entry" aria-label={`Push for ${send.supplier.companyName}`}>
      <p>
        <strong>{send.supplier.companyName}</strong>{' '}
        <a href={storefrontPath(send.supplier.name)}>/{send.supplier.name}</a>{' '}
        <span className="ws-hint">ID {send.supplier.id}</span>
      </p>
      <p className="admin-push-sent-message">
        <strong>{send.message.title}</strong> {send.message.text}
      </p>
      <p className="ws-hint">
        by {send.adminEmail} · {when(send.createdAt)}
      </p>
      <p>
        {followersText(send.followers)} · queued in {number.format(send.chunks)} {send.chunks === 1 ? 'part' : 'parts'}{' '}
        · {number.format(send.sent)} notified · {done ? 'done' : 'sending…'}
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

/** The recent pushes and how far each got; asks again while one is still being sent, and after each send (`sends`). */
export function RecentPushes({ sends }: { sends: number }) {
  const [poll, setPoll] = useState(0);
  const pushes = useQuery(`admin/pushes#${sends}.${poll}`, fetchPushes);
  const sending = pushes.data?.some((send) => send.finishedAt === null) ?? false;
  useEffect(() => {
    if (!sending) return;
    const timer = setTimeout(() => setPoll((count) => count + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [sending, pushes.data]);

  return (
    <>
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
    </>
  );
}
