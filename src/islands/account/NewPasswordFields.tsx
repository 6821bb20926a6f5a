import { useState } from 'react';
import { MESSAGES, PASSWORD_HINT } from '#src/shared/account-messages.ts';
import { TextField } from './Field.tsx';

type Binding = { name: string; value: string; onValue: (value: string) => void; error: string | undefined };
type NewPasswordForm = {
  values: { password: string; repeatPassword: string };
  field: (name: 'password' | 'repeatPassword') => Binding;
};

/**
 * A new password and its repeat (register, reset, change): the rule shows while typing (spec §2).
 * The submit button stays disabled until the two match (spec §5), so the repeat says why: as soon
 * as it can no longer become the password, and once the user has left it, whenever it differs.
 */
export function NewPasswordFields({ form, passwordLabel }: { form: NewPasswordForm; passwordLabel: string }) {
  const { values, field } = form;
  const [repeatLeft, setRepeatLeft] = useState(false);
  const { password, repeatPassword } = values;
  const repeat = field('repeatPassword');
  const repeatDiffers =
    repeatPassword !== '' && (repeatLeft ? repeatPassword !== password : !password.startsWith(repeatPassword));
  return (
    <>
      <TextField
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        typingHint={PASSWORD_HINT}
        {...field('password')}
      />
      <TextField
        label="Repeat password"
        type="password"
        autoComplete="new-password"
        {...repeat}
        onLeave={() => setRepeatLeft(true)}
        error={repeat.error ?? (repeatDiffers ? MESSAGES.repeatPassword : undefined)}
      />
    </>
  );
}
