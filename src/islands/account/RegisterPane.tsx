import { register } from '#src/client/accounts.ts';
import { registerSchema } from '#src/shared/account-rules.ts';
import type { LinkedPane } from '#src/shared/account-paths.ts';
import { PRIVACY_PATH, TERMS_PATH } from '#src/shared/legal-paths.ts';
import { canSubmitRegister, type RegisterValues } from './account-forms.ts';
import { CheckboxField, TextField } from './Field.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { PaneForm } from './PaneForm.tsx';
import { PaneHeading, PaneLink } from './pane-parts.tsx';
import { useAccountForm } from './use-account-form.ts';

type Props = {
  /** The invitation code of a shared register link, if the page had one. */
  invite?: string;
  /** Where the person is going; the verification mail's link leads back there. */
  returnTo: string;
  onSwitch: (pane: LinkedPane) => void;
  onRegistered: (email: string) => void;
};

export function RegisterPane({ invite, returnTo, onSwitch, onRegistered }: Props) {
  const initial: RegisterValues = {
    email: '',
    password: '',
    repeatPassword: '',
    terms: false,
    invite,
    name: '',
    jobTitle: '',
    companyName: '',
  };
  const form = useAccountForm({
    form: 'register',
    schema: registerSchema,
    initial,
    send: (input) => register({ ...input, returnTo }),
  });
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
      <TextField label="Your name (optional)" autoComplete="name" {...field('name')} />
      <TextField label="Job title (optional)" autoComplete="organization-title" {...field('jobTitle')} />
      <TextField label="Company (optional)" autoComplete="organization" {...field('companyName')} />
      <CheckboxField checked={values.terms} onChecked={(checked) => change('terms', checked)}>
        I agree to the{' '}
        <a href={TERMS_PATH} target="_blank" rel="noopener">
          terms of use
        </a>{' '}
        and the{' '}
        <a href={PRIVACY_PATH} target="_blank" rel="noopener">
          privacy policy
        </a>
        .
      </CheckboxField>
    </PaneForm>
  );
}
