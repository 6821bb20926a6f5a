import { useState } from 'react';
import { resetPassword } from '#src/client/accounts.ts';
import { resetSchema } from '#src/shared/account-rules.ts';
import type { LinkedPane } from '#src/shared/account-paths.ts';
import { canSubmitReset, type ResetValues } from './account-forms.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { Notice } from './FormLine.tsx';
import { PaneForm } from './PaneForm.tsx';
import { BackToLogin, PaneHeading } from './pane-parts.tsx';
import { useAccountForm } from './use-account-form.ts';

/** Spec: a new password and its repeat; success says 'You can use your new password' with back to login. */
export function ResetPane({ token, onSwitch }: { token: string; onSwitch: (pane: LinkedPane) => void }) {
  const initial: ResetValues = { token, password: '', repeatPassword: '' };
  const form = useAccountForm({ form: 'reset', schema: resetSchema, initial, send: resetPassword });
  const [done, setDone] = useState(false);
  const { values } = form;

  const submit = async () => {
    if ((await form.submit()) === 'done') setDone(true);
  };

  if (done) {
    return (
      <div className="account-form">
        <PaneHeading>Choose a new password</PaneHeading>
        <Notice>You can use your new password.</Notice>
        <BackToLogin onSwitch={onSwitch} />
      </div>
    );
  }

  return (
    <PaneForm form={form} onSubmit={submit} submitLabel="Save new password" canSubmit={canSubmitReset(values)}>
      <PaneHeading>Choose a new password</PaneHeading>
      <NewPasswordFields form={form} passwordLabel="New password" />
    </PaneForm>
  );
}
