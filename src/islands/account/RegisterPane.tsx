import { register } from '#src/client/accounts.ts';
import { registerSchema } from '#src/shared/account-rules.ts';
import type { LinkedPane } from '#src/shared/account-paths.ts';
import { canSubmitRegister, type RegisterValues } from './account-forms.ts';
import { CheckboxField, TextField } from './Field.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { PaneForm } from './PaneForm.tsx';
import { PaneHeading, PaneLink } from './pane-parts.tsx';
import { useAccountForm } from './use-account-form.ts';

type Props = {
  /** The invitation code of a shared register link, if the page had one. */
  invite?: string;
  onSwitch: (pane: LinkedPane) => void;
  onRegistered: (email: string) => void;
};

export function RegisterPane({ invite, onSwitch, onRegistered }: Props) {
  const initial: RegisterValues = { email: '', password: '', repeatPassword: '', terms: false, invite };
  const form = useAccountForm({ form: 'register', schema: registerSchema, initial, send: register });
  const { values, change, field } = form;

  const submit = async () => {
    if ((await form.submit()) === 'done') onRegistered(values.email.trim());
  };

  return (
    <PaneForm
      form={form}
      onSubmit={submit}
      submitLabel="Register"
      canSubmit={canSubmitRegister(values)}
      footer={
        <p className="pane-links">
          <span>
            Already registered?{' '}
            <PaneLink pane="login" onSwitch={onSwitch}>
              Login
            </PaneLink>
          </span>
        </p>
      }
    >
      <PaneHeading>Register</PaneHeading>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <NewPasswordFields form={form} passwordLabel="Password" />
      <CheckboxField checked={values.terms} onChecked={(checked) => change('terms', checked)}>
        I agree to the terms of use and the privacy policy.
      </CheckboxField>
    </PaneForm>
  );
}
