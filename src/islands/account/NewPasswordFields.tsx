import { MESSAGES, PASSWORD_HINT } from '../../lib/account-messages.ts';
import type { ShownErrors } from './shown-errors.ts';
import { TextField } from './Field.tsx';

type NewPasswordForm = {
  values: { password: string; repeatPassword: string };
  errors: ShownErrors;
  change: (field: 'password' | 'repeatPassword', value: string) => void;
  setFieldError: (field: string, message: string | undefined) => void;
};

/**
 * A new password and its repeat (register, reset, change): the rule shows while typing (spec §2),
 * and a repeat that differs says so as the user leaves it, since the submit button stays disabled
 * until they match (spec §5) and would not say why.
 */
export function NewPasswordFields({ form, passwordLabel }: { form: NewPasswordForm; passwordLabel: string }) {
  const { values, errors, change } = form;
  const checkRepeat = () => {
    const differs = values.repeatPassword !== '' && values.repeatPassword !== values.password;
    form.setFieldError('repeatPassword', differs ? MESSAGES.repeatPassword : undefined);
  };
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
        onLeave={checkRepeat}
        error={errors.repeatPassword}
      />
    </>
  );
}
