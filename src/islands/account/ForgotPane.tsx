import { useState } from 'react';
import { requestPasswordReset } from '#src/client/accounts.ts';
import { forgotSchema } from '#src/shared/account-rules.ts';
import type { LinkedPane } from '#src/shared/account-paths.ts';
import { canSubmitForgot, type ForgotValues } from './account-forms.ts';
import { TextField } from './Field.tsx';
import { Notice } from './FormLine.tsx';
import { PaneForm } from './PaneForm.tsx';
import { BackToLogin, PaneHeading } from './pane-parts.tsx';
import { useAccountForm } from './use-account-form.ts';

const EMPTY: ForgotValues = { email: '' };

/** Spec: forgot asks for the e-mail; success shows a sent notice in the same pane. */
export function ForgotPane({ onSwitch }: { onSwitch: (pane: LinkedPane) => void }) {
  const form = useAccountForm({ form: 'forgot', schema: forgotSchema, initial: EMPTY, send: requestPasswordReset });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, field } = form;

  const submit = async () => {
    if ((await form.submit()) === 'done') setSentTo(values.email.trim());
  };

  if (sentTo !== null) {
    return (
      <div className="account-form">
        <PaneHeading>Reset password</PaneHeading>
        <Notice>
          We have sent an e-mail to <strong>{sentTo}</strong> with a link to choose a new password.
        </Notice>
        <BackToLogin onSwitch={onSwitch} />
      </div>
    );
  }

  return (
    <PaneForm
      form={form}
      onSubmit={submit}
      submitLabel="Send"
      canSubmit={canSubmitForgot(values)}
      footer={<BackToLogin onSwitch={onSwitch} />}
    >
      <PaneHeading>Reset password</PaneHeading>
      <p className="pane-intro">
        Enter the e-mail address of your account; we will send you a link to choose a new password.
      </p>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
    </PaneForm>
  );
}
