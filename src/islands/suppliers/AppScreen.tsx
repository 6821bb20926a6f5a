import { useCallback, useEffect, useState } from 'react';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import { appBindingQrUrl, createAppBinding } from '#src/client/workspace.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { APP_BINDING_TTL_SECONDS } from '#src/shared/app-binding.ts';
import './app-domain-subscription.css';

type ShownCode = { sid: string; expiresAt: number };

/** The clock, to the second, while the screen is open. */
function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * App (spec §2; PATCH supplier/home/create-qrcode, GET supplier/home/qrcode?sid=): a code that
 * signs the owner's phone in without the password (decision 016). Opening the screen makes a
 * fresh code; it counts down its minutes, and Refresh makes another.
 */
export function AppScreen() {
  const [code, setCode] = useState<ShownCode | null>(null);
  const [failed, setFailed] = useState(false);
  const now = useNow();

  const refresh = useCallback(async () => {
    try {
      const binding = await createAppBinding();
      // Counted on this device's clock from the answer, so a clock set wrong does not matter.
      setCode({ sid: binding.sid, expiresAt: Date.now() + binding.expiresIn * 1000 });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => void refresh(), [refresh]);

  const secondsLeft = code ? Math.max(0, Math.ceil((code.expiresAt - now) / 1000)) : 0;
  const live = code !== null && secondsLeft > 0;

  return (
    <ScreenSection title="App">
      <p className="ws-intro">Manage your catalogue from your phone without typing your password.</p>
      <p>
        Scan this code with your phone’s camera or the Vitrine app. The phone opens your catalogue’s app page and, when
        you tap <strong>Sign in on this phone</strong>, is signed in as you, the catalogue’s owner: you can then answer
        buyers and manage the catalogue there. A code works once and for {APP_BINDING_TTL_SECONDS / 60} minutes; a new
        code makes the one before useless. Show it to nobody else: whoever scans it is signed in as you.
      </p>
      <div className="ws-app-code">
        {live ? (
          <>
            <img
              className="ws-app-qr"
              src={appBindingQrUrl(code.sid)}
              alt="QR code that signs a phone in as this catalogue’s owner"
              width={240}
              height={240}
            />
            <p role="timer">Expires in {minutesAndSeconds(secondsLeft)}</p>
          </>
        ) : (
          <p role="status">{failed ? MESSAGES.unexpected : code ? 'This code has expired.' : 'Making a code…'}</p>
        )}
        <button type="button" className="button" onClick={() => void refresh()}>
          Refresh
        </button>
      </div>
    </ScreenSection>
  );
}
