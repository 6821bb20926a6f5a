import { useEffect, useState } from 'react';
import { captchaUrl } from '#src/client/accounts.ts';
import { CAPTCHA_LENGTH } from '#src/shared/account-rules.ts';
import { TextField } from './Field.tsx';

// Material Symbols "refresh".
const REFRESH_ICON =
  'M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z';

/**
 * Spec §4: the captcha picture is renewed by a new version (a timestamp) on its address. Each
 * picture answers one login attempt. Null until hydrated: a timestamp from the server would not match.
 */
export function useCaptchaVersion(): [number | null, () => void] {
  const [version, setVersion] = useState<number | null>(null);
  const refresh = () => setVersion((previous) => Math.max(Date.now(), (previous ?? 0) + 1));
  useEffect(refresh, []);
  return [version, refresh];
}

type Props = {
  value: string;
  onValue: (value: string) => void;
  error?: string;
  version: number | null;
  onRefresh: () => void;
};

export function CaptchaField({ value, onValue, error, version, onRefresh }: Props) {
  return (
    <TextField
      label="Captcha"
      name="captcha"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={CAPTCHA_LENGTH}
      value={value}
      onValue={onValue}
      error={error}
    >
      <span className="captcha-picture">
        {version !== null && (
          <img src={captchaUrl(version)} alt="Captcha: type these 6 letters and digits" width="180" height="60" />
        )}
      </span>
      <button type="button" className="icon-button" aria-label="New captcha" onClick={onRefresh}>
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d={REFRESH_ICON} />
        </svg>
      </button>
    </TextField>
  );
}
