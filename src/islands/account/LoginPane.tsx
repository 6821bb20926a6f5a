import { logIn } from '#src/client/accounts.ts';
import { useState } from 'react';
import * as v from 'valibot';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { emailRule, loginSchema } from '#src/shared/account-rules.ts';
import { LOGIN_PROMPT_MESSAGE } from '#src/stores/account-modal.ts';
import type { LinkedPane } from '#src/shared/account-paths.ts';
import { canSubmitLogin, type LoginValues } from './account-forms.ts';
import { CaptchaField, useCaptchaVersion } from './Captcha.tsx';
import { TextField } from './Field.tsx';
import { Notice } from './FormLine.tsx';
import { PaneForm } from './PaneForm.tsx';
import { PaneHeading, PaneLink } from './pane-parts.tsx';
import { useAccountForm } from './use-account-form.ts';

type Props = {
  /** Opened by an action that needs a session: say so (spec: login type 1). */
  prompted: boolean;
  onSwitch: (pane: LinkedPane) => void;
  /** The server has set the session cookies. */
  onLoggedIn: () => void;
};

const EMPTY: LoginValues = { email: '', password: '', captcha: '' };

export function LoginPane({ prompted, onSwitch, onLoggedIn }: Props) {
  const form = useAccountForm({ form: 'login', schema: loginSchema, initial: EMPTY, send: logIn });
  const [captchaVersion, refreshCaptcha] = useCaptchaVersion();
  const { values, errors, change, field } = form;
  // Spec §5: a malformed address is said as soon as the user leaves the field, not only on submit.
  const [emailLeft, setEmailLeft] = useState(false);
  const malformedEmail = emailLeft && values.email.trim() !== '' && !v.is(emailRule, values.email);

  const submit = async () => {
    const outcome = await form.submit();
    if (outcome === 'done') onLoggedIn();
    // Spec: a captcha answers one attempt, right or wrong.
    if (outcome === 'rejected') {
      refreshCaptcha();
      change('captcha', '');
    }
  };

  // Spec §8: login errors on e-mail or password both show on the e-mail line.
  return (
    <PaneForm
      form={form}
      onSubmit={submit}
      submitLabel="Login"
      canSubmit={canSubmitLogin(values)}
      footer={
        <p className="pane-links">
          <PaneLink pane="register" onSwitch={onSwitch}>
            Register
          </PaneLink>
          <PaneLink pane="forgot" onSwitch={onSwitch}>
            Reset password
          </PaneLink>
        </p>
      }
    >
      <PaneHeading>Login</PaneHeading>
      {prompted && <Notice>{LOGIN_PROMPT_MESSAGE}</Notice>}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        {...field('email')}
        onLeave={() => setEmailLeft(true)}
        error={errors.email ?? (malformedEmail ? MESSAGES.email : undefined)}
      />
      {/* Login refusals on the password show on the e-mail line: this one has no error of its own. */}
      <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <CaptchaField {...field('captcha')} version={captchaVersion} onRefresh={refreshCaptcha} />
    </PaneForm>
  );
}
