import { useEffect, useId, useState } from 'react';
import { pushState, turnPushOff, turnPushOn, type PushState } from '#src/client/web-push.ts';

const SAYS: Record<PushState, string> = {
  unsupported: 'This browser cannot receive push notifications. Your notifications are still listed below.',
  blocked:
    'Notifications are blocked for this site in your browser’s settings. Allow them there, then turn push notifications on here.',
  unavailable: 'Push notifications are not available on this server.',
  off: 'Hear from the suppliers you follow on this device, even when Vitrine is closed.',
  on: 'Push notifications are on for this browser.',
};

/**
 * Safari on an iPhone or iPad sends push notifications only to a web app added to the Home Screen
 * (issue 29 item 5): there, push is 'unsupported' until the catalogue is installed.
 */
const ON_APPLE_HANDHELD =
  'On an iPhone or iPad, add Vitrine to your Home Screen first (Share, then Add to Home Screen), open it from there and turn push notifications on in it.';

const isAppleHandheld = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

/** My catalogue → Notifications: this browser's Web Push opt-in (issue 14 item 5). */
export function PushOptIn() {
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState('');
  const titleId = useId();

  useEffect(() => {
    pushState().then(setState, () => setState('off'));
  }, []);

  const change = async (turn: () => Promise<PushState>, failure: string) => {
    setBusy(true);
    setFailed('');
    try {
      setState(await turn());
    } catch {
      setFailed(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="my-push" aria-labelledby={titleId} aria-busy={state === 'checking' || busy}>
      <h3 id={titleId}>Push notifications</h3>
      <p role="status">
        {state === 'checking'
          ? 'Checking this browser…'
          : state === 'unsupported' && isAppleHandheld()
            ? ON_APPLE_HANDHELD
            : SAYS[state]}
      </p>
      {state === 'off' && (
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void change(turnPushOn, 'Push notifications could not be turned on. Please try again.')}
        >
          Turn on push notifications
        </button>
      )}
      {state === 'on' && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void change(turnPushOff, 'Push notifications could not be turned off. Please try again.')}
        >
          Turn off
        </button>
      )}
      {failed && <p role="alert">{failed}</p>}
    </section>
  );
}
