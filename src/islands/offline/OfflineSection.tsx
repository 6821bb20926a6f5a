import { useEffect, useState } from 'react';
import {
  browserKeepsOffline,
  clearOffline,
  keepFollowedOffline,
  offlineTally,
} from '#src/client/offline-catalogues.ts';
import { OFFLINE_BUDGET_BYTES, type OfflineTally } from '#src/shared/offline.ts';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const keptOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function describe(tally: OfflineTally): string {
  if (tally.keptAt === null) return 'Nothing is kept on this device yet.';
  return `${tally.pages} pages and ${tally.pictures} pictures kept: ${megabytes(tally.bytes)} of ${megabytes(OFFLINE_BUDGET_BYTES)}. Last updated ${keptOn.format(tally.keptAt)}.`;
}

/**
 * My catalogue › Offline (issue 29 item 5, the trade-show floor): the followed catalogues kept on
 * this device — how much, since when — kept anew or cleared here. What is kept opens without a
 * connection and says it is offline; notes and stars made meanwhile are sent once back online.
 */
export function OfflineSection() {
  const [tally, setTally] = useState<OfflineTally | null>(null);
  const [busy, setBusy] = useState<'keeping' | 'clearing' | null>(null);
  const [failed, setFailed] = useState(false);
  const supported = browserKeepsOffline();

  useEffect(() => {
    if (supported) offlineTally().then(setTally, () => setFailed(true));
  }, [supported]);

  const run = async (kind: 'keeping' | 'clearing', work: () => Promise<OfflineTally>) => {
    setBusy(kind);
    setFailed(false);
    try {
      setTally(await work());
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const kept = (tally?.keptAt ?? null) !== null;
  return (
    <>
      <SectionHeading>Offline</SectionHeading>
      <p className="my-lead">
        Keep the catalogues you follow on this device for the trade-show floor: each storefront, the products it shows
        first and their pictures open without a connection, up to {megabytes(OFFLINE_BUDGET_BYTES)}. Notes and stars you
        make while offline are sent when you are back online.
      </p>
      {!supported ? (
        <p className="my-state">This browser cannot keep pages for offline use.</p>
      ) : (
        <div className="my-state offline-state">
          <p role="status" aria-busy={busy !== null || tally === null}>
            {busy === 'keeping'
              ? 'Keeping your followed catalogues… this takes a moment.'
              : busy === 'clearing'
                ? 'Clearing…'
                : tally
                  ? describe(tally)
                  : 'Checking what this device keeps…'}
          </p>
          {tally?.full && !busy && (
            <p>The space ran out before every catalogue was kept: the ones you followed last came first.</p>
          )}
          {failed && (
            <p role="alert" className="offline-failed">
              This could not be done. Please check your connection and try again.
            </p>
          )}
          <div className="my-card-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy !== null}
              onClick={() => void run('keeping', keepFollowedOffline)}
            >
              {kept ? 'Update now' : 'Keep my followed catalogues'}
            </button>
            {kept && (
              <button
                type="button"
                className="button"
                disabled={busy !== null}
                onClick={() => void run('clearing', clearOffline)}
              >
                Clear
              </button>
            )}
          </div>
        </div>
      )}
    </>
  );
}
