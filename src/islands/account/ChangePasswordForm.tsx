import { useState, type FormEvent } from 'react';
import { request } from '../../client/request.ts';
import { changePasswordSchema } from '../../lib/account-rules.ts';
import { canSubmitChangePassword, type ChangePasswordValues } from './account-forms.ts';
import { TextField } from './Field.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { FormError, Notice } from './FormLine.tsx';
import { useAccountForm } from './use-account-form.ts';

const EMPTY: ChangePasswordValues = { oldPassword: '', password: '', repeatPassword: '' };

/** The server ends every other session and renews this browser's cookies, so the user stays signed in here. */
export function ChangePasswordForm() {
  const form = useAccountForm({
    form: 'changePassword',
    schema: changePasswordSchema,
    initial: EMPTY,
    send: (input) => request('/api/app/account/update', { method: 'POST', body: input }),
  });
  const [changed, setChanged] = useState(false);
  const { values, errors, change } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    if ((await form.submit()) !== 'done') return;
    form.reset();
    setChanged(true);
  };

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={submit}>
      <h2 id="change-password-title">Change password</h2>
      <TextField
        label="Current password"
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        value={values.oldPassword}
        onValue={(value) => change('oldPassword', value)}
        error={errors.oldPassword}
      />
      <NewPasswordFields form={form} passwordLabel="New password" />
      <FormError errors={errors} />
      {changed && <Notice>Your password has been changed. Other devices have been signed out.</Notice>}
      <button type="submit" className="button button-primary form-submit" disabled={!canSubmitChangePassword(values) || form.busy} aria-busy={form.busy || undefined}>
        Change password
      </button>
    </form>
  );
}
