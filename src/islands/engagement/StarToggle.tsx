import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ICON_PATHS } from '#src/icons/icon-paths.ts';
import { loadViewerState, setMark, viewerState } from '#src/stores/viewer-state.ts';
import { useSignedInUser } from '#src/islands/kit/use-signed-in-user.ts';

type Props = { productId: number };

/**
 * Spec: the star toggle needs a session. Visitors keep this button's server markup, whose
 * data-requires-login opens the login prompt (scripts/modal-host.ts); signed-in users get it
 * hydrated (client:signedin), and the flag flips only when the call succeeds.
 */
export default function StarToggle({ productId }: Props) {
  const target = { kind: 'product', productId } as const;
  const state = useStore(viewerState(target));
  const [busy, setBusy] = useState(false);
  const viewer = useSignedInUser();
  const starred = state?.star ?? false;

  useEffect(() => {
    void loadViewerState(target);
  }, [productId]);

  // A click that comes before the state has loaded waits for it, then toggles what is really there.
  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const loaded = await loadViewerState(target);
    // Without a connection the star waits on this device and is sent once back online (issue 29 item 5).
    if (loaded) await setMark(target, 'star', !loaded.star, viewer.state === 'user' ? viewer.user.id : null);
    setBusy(false);
  };

  return (
    <button
      type="button"
      className={`button star-toggle${starred ? ' starred' : ''}`}
      aria-pressed={starred}
      aria-busy={busy || undefined}
      data-requires-login=""
      onClick={toggle}
    >
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d={starred ? ICON_PATHS.star : ICON_PATHS['star-outline']} />
      </svg>
      {starred ? 'Starred' : 'Star'}
    </button>
  );
}
