import { useState } from 'react';
import { changePassword } from '#src/client/accounts.ts';
import { changePasswordSchema } from '#src/shared/account-rules.ts';
import { canSubmitChangePassword, type ChangePasswordValues } from './account-forms.ts';
import { TextField } from './Field.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { Notice } from './FormLine.tsx';
import { PaneForm } from './PaneForm.tsx';
import { useAccountForm } from './use-account-form.ts';

const EMPTY: ChangePasswordValues = { oldPassword: '', password: '', repeatPassword: '' };

/**
 * The server ends every other session and renews this browser's cookies, so the user stays signed in here.
 * `send` is the call that changes it: My account's, or the owner's supplier/home/update-password.
 */
export function ChangePasswordForm({
  send = changePassword,
}: {
  send?: (input: ChangePasswordValues) => Promise<unknown>;
}) {
  const form = useAccountForm({ form: 'changePassword', schema: changePasswordSchema, initial: EMPTY, send });
  const [changed, setChanged] = useState(false);
  const { values, field } = form;

  const submit = async () => {
    setChanged(false);
    if ((await form.submit()) !== 'done') return;
    form.reset();
    setChanged(true);
  };

  return (
    <PaneForm form={form} onSubmit={submit} submitLabel="Change password" canSubmit={canSubmitChangePassword(values)}>
      <h2 id="change-password-title">Change password</h2>
      <TextField label="Current password" type="password" autoComplete="current-password" {...field('oldPassword')} />
      <NewPasswordFields form={form} passwordLabel="New password" />
      {changed && <Notice>Your password has been changed. Other devices have been signed out.</Notice>}
    </PaneForm>
  );
}
