import { useState } from 'react';
import { MESSAGES, PASSWORD_HINT } from '#src/shared/account-messages.ts';
import type { ShownErrors } from './shown-errors.ts';
import { TextField } from './Field.tsx';

type NewPasswordForm = {
  values: { password: string; repeatPassword: string };
  errors: ShownErrors;
  change: (field: 'password' | 'repeatPassword', value: string) => void;
};

/**
 * A new password and its repeat (register, reset, change): the rule shows while typing (spec §2).
 * The submit button stays disabled until the two match (spec §5), so the repeat says why: as soon
 * as it can no longer become the password, and once the user has left it, whenever it differs.
 */
export function NewPasswordFields({ form, passwordLabel }: { form: NewPasswordForm; passwordLabel: string }) {
  const { values, errors, change } = form;
  const [repeatLeft, setRepeatLeft] = useState(false);
  const { password, repeatPassword } = values;
  const repeatDiffers =
    repeatPassword !== '' && (repeatLeft ? repeatPassword !== password : !password.startsWith(repeatPassword));
  return (
    <>
      <TextField
        label={passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValue={(value) => change('password', value)}
        error={errors.password}
        typingHint={PASSWORD_HINT}
      />
      <TextField
        label="Repeat password"
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        value={values.repeatPassword}
        onValue={(value) => change('repeatPassword', value)}
        onLeave={() => setRepeatLeft(true)}
        error={errors.repeatPassword ?? (repeatDiffers ? MESSAGES.repeatPassword : undefined)}
      />
    </>
  );
}
